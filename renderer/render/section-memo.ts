/**
 * The editor's canvas renders the same page again after every change, and Immer keeps every
 * unchanged section the same frozen object. A SectionMemo remembers, per section object and
 * position, the section's markup and every side effect its render had on the page's render
 * context (CSS rules and base CSS, fonts used, warnings, ids, anchors), and replays them instead
 * of walking the section again. Replaying the same calls in the same order leaves the context
 * exactly as a walk would, so the page's bytes are the same; before replaying, the memo checks
 * that the recorded ids and anchors come out the same now (a uid or an anchor that another
 * section took meanwhile means a real walk).
 *
 * Used only by `renderCanvas` (the service renders each page once and has nothing to reuse).
 */
import type { SafeHtml } from '../html/html.ts';
import type { TemplateNode } from '../model/node.ts';
import type { RenderWarning } from '../warnings.ts';
import type { RenderContext } from './context.ts';

type Effect =
  | { readonly on: 'css'; readonly method: 'addBase' | 'addRule'; readonly args: readonly unknown[] }
  | { readonly on: 'css-has'; readonly key: string; readonly result: boolean }
  | { readonly on: 'font'; readonly value: string }
  | { readonly on: 'warning'; readonly warning: RenderWarning }
  | {
      readonly on: 'id';
      readonly method: 'allocate' | 'derive';
      readonly args: readonly unknown[];
      readonly result: unknown;
    }
  | { readonly on: 'anchor'; readonly method: 'has' | 'add'; readonly value: string; readonly result: boolean };

interface Entry {
  readonly index: number;
  readonly html: SafeHtml;
  readonly effects: readonly Effect[];
}

/** What a section's render depends on beyond the section itself; a change clears the memo. */
export interface MemoScope {
  readonly mode: string;
  readonly pretty: boolean;
  readonly isolatedHead: string;
  readonly fonts: unknown;
  readonly pageFonts: unknown;
}

export class SectionMemo {
  #entries = new WeakMap<TemplateNode, Entry>();
  #scope: MemoScope | undefined;
  /** Sections walked and replayed in the last render (for tests and the benchmark). */
  readonly stats = { walked: 0, replayed: 0 };

  /** Starts a render: forgets everything when what sections depend on changed. */
  begin(scope: MemoScope): void {
    const previous = this.#scope;
    if (
      previous === undefined ||
      previous.mode !== scope.mode ||
      previous.pretty !== scope.pretty ||
      previous.isolatedHead !== scope.isolatedHead ||
      previous.fonts !== scope.fonts ||
      previous.pageFonts !== scope.pageFonts
    ) {
      this.#entries = new WeakMap();
    }
    this.#scope = scope;
    this.stats.walked = 0;
    this.stats.replayed = 0;
  }

  /** The section's markup: replayed when remembered and still valid, else walked and remembered. */
  render(section: TemplateNode, index: number, ctx: RenderContext, walk: (ctx: RenderContext) => SafeHtml): SafeHtml {
    const entry = this.#entries.get(section);
    if (entry !== undefined && entry.index === index && replayable(entry.effects, ctx)) {
      replay(entry.effects, ctx);
      this.stats.replayed++;
      return entry.html;
    }
    const effects: Effect[] = [];
    const html = recording(ctx, effects, () => walk(ctx));
    this.#entries.set(section, { index, html, effects });
    this.stats.walked++;
    return html;
  }
}

/**
 * Whether replaying gives the recorded results: ids still free, anchors and base CSS as they
 * were. Runs for every unchanged section of every canvas render, so it allocates only when the
 * section itself adds anchors or base CSS (the ids a section recorded are distinct already: the
 * allocator made them so).
 */
function replayable(effects: readonly Effect[], ctx: RenderContext): boolean {
  let anchors: Set<string> | undefined;
  let bases: Set<string> | undefined;
  for (const effect of effects) {
    if (effect.on === 'id') {
      const first = effect.args[0] as string | undefined;
      const result = effect.result as string | { id: string; duplicate: boolean };
      // Only ids that came out as asked (the uid itself, or base-suffix) replay as they were.
      const id = typeof result === 'string' ? result : result.id;
      const asAsked =
        effect.method === 'allocate'
          ? typeof result !== 'string' && !result.duplicate && id === first
          : id === `${first}-${effect.args[1] as string}`;
      if (!asAsked || !ctx.ids.isFree(id, effect.method === 'allocate' ? first : undefined)) return false;
    } else if (effect.on === 'anchor') {
      const has = ctx.anchors.has(effect.value) || (anchors?.has(effect.value) ?? false);
      if (effect.method === 'has' && has !== effect.result) return false;
      if (effect.method === 'add') (anchors ??= new Set()).add(effect.value);
    } else if (effect.on === 'css-has') {
      // A kind's base CSS an earlier section added then, and none adds now (or the reverse).
      if ((ctx.css.hasBase(effect.key) || (bases?.has(effect.key) ?? false)) !== effect.result) return false;
    } else if (effect.on === 'css' && effect.method === 'addBase') (bases ??= new Set()).add(effect.args[0] as string);
  }
  return true;
}

function replay(effects: readonly Effect[], ctx: RenderContext): void {
  const css = ctx.css as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const effect of effects) {
    if (effect.on === 'css-has') continue;
    if (effect.on === 'css') css[effect.method]!.apply(ctx.css, effect.args as unknown[]);
    else if (effect.on === 'font') ctx.fonts.use(effect.value);
    else if (effect.on === 'warning') ctx.warnings.add(effect.warning);
    else if (effect.on === 'id') {
      // replayable() checked that each id comes out as recorded: take it without asking again.
      if (effect.method === 'allocate')
        ctx.ids.claim((effect.result as { id: string }).id, effect.args[0] as string | undefined);
      else ctx.ids.claim(effect.result as string);
    } else if (effect.method === 'add') ctx.anchors.add(effect.value);
  }
}

/**
 * Runs `walk` with the context's mutable parts logging every call that changes them (or, for ids
 * and anchors, whose answer matters) into `effects`. The methods are wrapped on the objects
 * themselves for the walk and restored after, so calls that reach them indirectly (a CSS value
 * the stylesheet rejects adds its warning through a closure) are logged too.
 */
function recording<T>(ctx: RenderContext, effects: Effect[], walk: () => T): T {
  const restore: (() => void)[] = [];
  const wrap = <O extends object>(object: O, name: string, log: (args: unknown[], result: unknown) => Effect) => {
    const own = Object.hasOwn(object, name);
    const original = (object as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
    (object as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const result = original.apply(object, args);
      effects.push(log(args, result));
      return result;
    };
    restore.push(() => {
      if (own) (object as Record<string, unknown>)[name] = original;
      else delete (object as Record<string, unknown>)[name];
    });
  };
  for (const method of ['addBase', 'addRule'] as const) wrap(ctx.css, method, (args) => ({ on: 'css', method, args }));
  wrap(ctx.css, 'hasBase', (args, result) => ({ on: 'css-has', key: args[0] as string, result: result as boolean }));
  wrap(ctx.fonts, 'use', (args) => ({ on: 'font', value: args[0] as string }));
  wrap(ctx.warnings, 'add', (args) => ({ on: 'warning', warning: args[0] as RenderWarning }));
  for (const method of ['allocate', 'derive'] as const)
    wrap(ctx.ids, method, (args, result) => ({ on: 'id', method, args, result }));
  wrap(ctx.anchors, 'has', (args, result) => ({
    on: 'anchor',
    method: 'has',
    value: args[0] as string,
    result: result as boolean,
  }));
  wrap(ctx.anchors, 'add', (args) => ({ on: 'anchor', method: 'add', value: args[0] as string, result: true }));
  try {
    return walk();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
}
