/**
 * The table rows of the interaction cases on the 2,000-block page (interaction.ts measures them):
 * drag frame, drop, the layers tree, the rich-text keystroke, each with its goal.
 */
import { DRAGS, LAYER_OPENS, WARM_DRAGS, type measureInteractions } from './interaction.ts';
import type { BenchPage } from './page.ts';
import { p95Row, type Row } from './report.ts';

/** The rows of the interaction cases on the 2,000-block page. */
export function interactionRows(
  ix: Awaited<ReturnType<typeof measureInteractions>>,
  largeBench: BenchPage,
  blocks: number,
): Row[] {
  const ms = (values: readonly number[]) => values.map((v) => v.toFixed(0)).join(', ');
  const indicators = ix.moves.filter((move) => move.indicator !== '');
  const distinct = new Set(indicators.map((move) => move.indicator)).size;
  const alternating = ix.dropColumns.every((column, i) => column === ix.columns[(i + 1) % 2]);
  const lateKeys = ix.keys.filter((key) => key.late).length;
  const maxOpen = Math.max(...ix.opens.map((open) => open.rendered));
  return [
    {
      label: `${blocks}-block page: load() -> lp-canvas-painted`,
      value: ix.load.toPainted,
      unit: 'ms',
      note: `to the next frame rendered: ${ix.load.toFrameRendered.toFixed(0)} ms; ${(JSON.stringify(largeBench.page).length / 1024).toFixed(0)} KB of JSON, ${Object.entries(
        largeBench.counts,
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    },
    p95Row(
      `drag frame: pointer move -> indicator painted (${ix.moves.length} moves)`,
      ix.moves.map((move) => move.wall),
      16,
      `real mouse, ${DRAGS - WARM_DRAGS} drags of a block between two columns; ${indicators.length} moves drew an indicator, ${distinct} distinct; warm-up (first ${WARM_DRAGS} drags, ${ix.warmMoves.length} moves): at most ${Math.max(...ix.warmMoves.map((m) => m.wall)).toFixed(1)} ms`,
      'p95 <= 16 ms',
    ),
    p95Row(
      '  drag frame, main thread busy (move handling + that frame)',
      ix.moves.map((move) => move.busy),
      undefined,
    ),
    p95Row(
      `drop -> lp-canvas-painted (${ix.drops.length} drops)`,
      ix.drops.map((drop) => drop.painted),
      50,
      `directions alternate: ${alternating ? 'yes' : 'NO'}; warm-up drops: ${ms(ix.warmDrops.map((d) => d.painted))} ms`,
      'p95 <= 50 ms',
    ),
    p95Row(
      '  drop -> next frame rendered (pixels)',
      ix.drops.map((drop) => drop.rendered),
      undefined,
    ),
    p95Row(
      "  drop, script (handling + the canvas's frame work)",
      ix.drops.map((drop) => drop.script),
      undefined,
    ),
    {
      label: `layers tab opened: click -> rows rendered and painted (worst of ${LAYER_OPENS})`,
      value: maxOpen,
      unit: 'ms',
      goal: { text: '<= 50 ms, every open', met: maxOpen <= 50 },
      note: `each: ${ms(ix.opens.map((o) => o.rendered))} ms; rows in the DOM after: ${ms(ix.opens.map((o) => o.ready))} ms; ${ix.rows.rendered} rows rendered of ${ix.rows.total}`,
    },
    p95Row(
      `far node selected in the canvas -> tree row shown and painted (${ix.reveals.length})`,
      ix.reveals.map((reveal) => reveal.rendered),
      50,
      `each: ${ms(ix.reveals.map((r) => r.rendered))} ms; the row in the DOM and in view after: ${ms(ix.reveals.map((r) => r.ready))} ms`,
      'p95 <= 50 ms',
    ),
    p95Row(
      `layers tree wheel scroll -> rows cover the view, painted (${ix.wheels.length})`,
      ix.wheels.map((wheel) => wheel.rendered),
      undefined,
      `2,400 px per wheel event; rows there after: ${ms(ix.wheels.map((w) => w.ready))} ms`,
    ),
    {
      label: 'first inline edit: double click -> rich-text part in, editing',
      value: ix.inline.waited,
      unit: 'ms',
      note: `from the double click's arrival to the engine on the element (the part fetched from localhost); engine: ${ix.inline.engine}`,
    },
    p95Row(
      `keystroke (real keyboard, rich text), script (${ix.keys.length})`,
      ix.keys.map((key) => key.script),
      4,
      `keydown to input and its microtasks, keyup, and the editor's frame callbacks; canvas paints while typing: ${ix.typingPaints}; the content grew by ${ix.typedGrew} chars; warm-up: first ${ix.keyWarmup[0]!.script.toFixed(1)}, then at most ${Math.max(...ix.keyWarmup.slice(1).map((k) => k.script)).toFixed(1)} ms${lateKeys > 0 ? `; ${lateKeys} with the two frame callbacks out of order (their frame work not counted)` : ''}`,
    ),
    p95Row(
      '  keystroke, main thread busy incl. rendering',
      ix.keys.map((key) => key.busy),
      undefined,
    ),
  ];
}
