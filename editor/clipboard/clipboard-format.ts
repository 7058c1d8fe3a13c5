/**
 * What the editor writes to the system clipboard, and how it reads it back. A copy is JSON text
 * (`text/plain`, so any tab, window or editor instance can read it, and a person can look at it):
 *
 *     {"lp-editor/nodes": 1, "version": 2, "nodes": [TemplateNode, ...]}
 *
 * The marker says the text is ours, `version` is the template format version the nodes are in.
 * The clipboard is input from anywhere (another site, a hand-edited text), so reading it is as
 * strict as loading a template: a size and a depth limit checked before parsing, `__proto__` keys
 * dropped as it parses, then the renderer's own checks (`checkTemplate`: its named limits, its
 * format migration and its schema) on a page made around the nodes. Nothing that fails is ever
 * inserted; what passes carries its uids from the other document, which the paste replaces.
 */
import {
  checkTemplate,
  CURRENT_VERSION,
  formatPath,
  LIMITS,
  registry,
  renderPage,
  TemplateLimitError,
  TemplateValidationError,
  type PageDefinition,
  type TemplateNode,
} from '../../renderer/index.ts';

/** The key that marks clipboard JSON as the editor's (its value is the clipboard format's version). */
export const CLIPBOARD_MARKER = 'lp-editor/nodes';
/** The clipboard format's version (the value of the marker). */
export const CLIPBOARD_FORMAT = 1;

/**
 * The limits of what a paste reads. A landing page's largest section is a few hundred nodes and a
 * few hundred KB (images are URLs); 2 MB and 2,000 nodes leave room for that and keep a hostile
 * clipboard from freezing the tab. Nesting is the renderer's (a page needs about 10 levels).
 */
export const CLIPBOARD_LIMITS = Object.freeze({
  /** Characters of the clipboard text. */
  maxTextLength: 2_000_000,
  /** Nodes pasted at once (every node below the pasted ones counts). */
  maxNodes: 2_000,
  /** Nesting of JSON objects and arrays, checked on the text before it is parsed. */
  maxDepth: LIMITS.maxDepth,
});

/** The roles a paste takes: the page itself and a section's container are never pasted on their own. */
export type PastedRole = 'section' | 'column' | 'block';

/** Nodes read from the clipboard, checked, all of one role. */
export interface ClipboardPayload {
  readonly role: PastedRole;
  readonly nodes: readonly TemplateNode[];
  /** How many nodes they hold, themselves included. */
  readonly count: number;
}

/** Why clipboard text cannot be pasted. */
export type ClipboardProblem =
  /** Not the editor's JSON (text or HTML from elsewhere, or nothing). */
  | 'foreign'
  /** Past a limit: text length, nesting, node count, or one of the renderer's limits. */
  | 'too-large'
  /** A kind this editor's registry does not have (`detail` names it). */
  | 'unknown-kind'
  /** The page, a container, or nodes of different roles. */
  | 'not-pastable'
  /** Not valid JSON, or nodes that do not match the template format (`detail` says where and why). */
  | 'invalid';

export type ClipboardRead =
  | { readonly ok: true; readonly payload: ClipboardPayload }
  | { readonly ok: false; readonly problem: ClipboardProblem; readonly detail?: string };

const PASTED_ROLES: ReadonlySet<string> = new Set<PastedRole>(['section', 'column', 'block']);

/** The kind with a structural role (one each: the schema requires it). */
function tagWithRole(role: 'page' | 'section' | 'column'): string {
  return registry.withRole(role)[0]!.tagName;
}

/** The clipboard text for `nodes` (all of one role, as `readClipboard` requires). */
export function writeClipboard(nodes: readonly TemplateNode[]): string {
  return JSON.stringify({ [CLIPBOARD_MARKER]: CLIPBOARD_FORMAT, version: CURRENT_VERSION, nodes });
}

/**
 * The nodes as the published page shows them (`text/html`, for pasting into a document or an
 * email), or undefined when they do not render. The editor reads only the JSON.
 */
export function clipboardHtml(nodes: readonly TemplateNode[]): string | undefined {
  const role = registry.get(nodes[0]?.tagName ?? '')?.role;
  if (role === undefined || !PASTED_ROLES.has(role)) return undefined;
  try {
    return renderPage(pageAround(nodes, role as PastedRole, CURRENT_VERSION)).html;
  } catch {
    return undefined;
  }
}

/** Reads clipboard text: the nodes, checked by the renderer's schema, or why not. */
export function readClipboard(text: string): ClipboardRead {
  if (text.length > CLIPBOARD_LIMITS.maxTextLength) return { ok: false, problem: 'too-large' };
  // Cheap tests first: most pasted text is not ours.
  if (!text.trimStart().startsWith('{') || !text.includes(CLIPBOARD_MARKER)) return { ok: false, problem: 'foreign' };
  // Before parsing: JSON.parse's reviver walks the result recursively.
  if (nestingOver(text, CLIPBOARD_LIMITS.maxDepth)) return { ok: false, problem: 'too-large' };
  let value: unknown;
  try {
    // JSON.parse makes `__proto__` an own property (no pollution), but spreads and clones
    // downstream would read it as the prototype: such keys are dropped here, wherever they are.
    value = JSON.parse(text, (key, item: unknown) => (key === '__proto__' ? undefined : item));
  } catch (error) {
    return { ok: false, problem: 'invalid', detail: (error as Error).message };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, problem: 'foreign' };
  const record = value as Record<string, unknown>;
  if (!Object.hasOwn(record, CLIPBOARD_MARKER) || record[CLIPBOARD_MARKER] !== CLIPBOARD_FORMAT)
    return { ok: false, problem: 'foreign' };
  const { nodes, version } = record;
  if (!Array.isArray(nodes) || nodes.length === 0)
    return { ok: false, problem: 'invalid', detail: 'nodes: Expected a non-empty array' };
  return checkNodes(nodes, version);
}

/** Checks parsed nodes: one pastable role, known kinds, the node limit, then the renderer's checks. */
function checkNodes(nodes: readonly unknown[], version: unknown): ClipboardRead {
  let role: PastedRole | undefined;
  for (const [index, node] of nodes.entries()) {
    const tagName = typeof node === 'object' && node !== null ? (node as { tagName?: unknown }).tagName : undefined;
    if (typeof tagName !== 'string')
      return { ok: false, problem: 'invalid', detail: `nodes[${index}].tagName: Required` };
    const kind = registry.get(tagName);
    if (kind === undefined) return { ok: false, problem: 'unknown-kind', detail: tagName.slice(0, 60) };
    if (!PASTED_ROLES.has(kind.role) || (role !== undefined && role !== kind.role))
      return { ok: false, problem: 'not-pastable' };
    role = kind.role as PastedRole;
  }
  const count = countNodes(nodes);
  if (count > CLIPBOARD_LIMITS.maxNodes) return { ok: false, problem: 'too-large' };
  const declared = typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : 1;
  let page: PageDefinition;
  try {
    page = checkTemplate(pageAround(nodes as TemplateNode[], role!, declared));
  } catch (error) {
    if (error instanceof TemplateLimitError) return { ok: false, problem: 'too-large' };
    if (error instanceof TemplateValidationError) {
      const first = error.issues[0];
      return { ok: false, problem: 'invalid', detail: first ? `${formatPath(first.path)}: ${first.message}` : '' };
    }
    throw error;
  }
  const checked = nodesIn(page, role!);
  dropLeafChildren(checked);
  return { ok: true, payload: { role: role!, nodes: checked, count } };
}

/**
 * Removes `children` from nodes whose kind holds none. The schema lets unknown fields through (a
 * newer editor's page still loads) and the renderer never reads them, but the editor's tree walks
 * every `children`: a block smuggling a subtree would put nodes in the document that no one sees.
 */
function dropLeafChildren(nodes: readonly TemplateNode[]): void {
  type Parsed = { tagName: string; children?: Parsed[] };
  const stack = [...nodes] as Parsed[];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.children === undefined) continue;
    if (registry.get(node.tagName)?.acceptsChildren) stack.push(...node.children);
    else delete node.children;
  }
}

/** The smallest page that holds `nodes` where their role sits (what the schema checks). */
function pageAround(nodes: readonly TemplateNode[], role: PastedRole, version: number): PageDefinition {
  const children =
    role === 'section'
      ? nodes
      : [
          {
            tagName: tagWithRole('section'),
            children: role === 'column' ? nodes : [{ tagName: tagWithRole('column'), children: nodes }],
          },
        ];
  return { tagName: tagWithRole('page'), settings: { version }, children } as PageDefinition;
}

/** The nodes back out of the checked (and migrated) page. */
function nodesIn(page: PageDefinition, role: PastedRole): readonly TemplateNode[] {
  const sections = page.children ?? [];
  if (role === 'section') return sections;
  const columns = sections[0]?.children ?? [];
  return role === 'column' ? columns : (columns[0]?.children ?? []);
}

/** Every node in `nodes` and below them (a section's container too). */
export function countNodes(nodes: readonly unknown[]): number {
  let count = 0;
  const stack = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    count++;
    const { children, container } = node as { children?: unknown; container?: unknown };
    if (Array.isArray(children)) stack.push(...children);
    if (container !== undefined) stack.push(container);
  }
  return count;
}

/**
 * Whether JSON text nests objects and arrays deeper than `max` (brackets inside strings do not
 * count). One pass over the characters, no parsing.
 */
export function nestingOver(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92 /* \ */) i++;
      else if (code === 34 /* " */) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 123 /* { */ || code === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (code === 125 /* } */ || code === 93 /* ] */) depth--;
  }
  return false;
}
