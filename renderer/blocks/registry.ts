/**
 * The registry: every node kind, in the order the docs and the editor list them. Adding a kind is
 * one file in this folder, its import and one line in the list here, and one test (README.md,
 * "Adding a node kind"). A second kind with the same tagName is an error at start-up, never a
 * silent replacement.
 */
import type { NodeKind, Role } from './define.ts';
import { page } from './page.ts';
import { section } from './section.ts';
import { container } from './container.ts';
import { column } from './column.ts';
import { text } from './text.ts';
import { image } from './image.ts';
import { gif } from './gif.ts';
import { button } from './button.ts';
import { divider } from './divider.ts';
import { spacer } from './spacer.ts';
import { social } from './social.ts';
import { video } from './video.ts';
import { form } from './form.ts';
import { htmlBlock } from './html.ts';
import { raw } from './raw.ts';
import { customRaw } from './custom-raw.ts';

/** A frozen lookup of kinds by tagName that refuses duplicates. */
export class Registry {
  private readonly byTag = new Map<string, NodeKind>();
  /** Every kind, in registration order. */
  readonly kinds: readonly NodeKind[];

  /**
   * Each kind is typed by its own attribute specs (its render reads typed values); the registry
   * holds them by their common view, where values are looked up by name. That is the one place
   * the specific types are let go of: the walker gives each kind values its schema checked.
   */
  // biome-ignore lint/suspicious/noExplicitAny: a kind of any attribute specs (see above)
  constructor(kinds: readonly NodeKind<any>[]) {
    this.kinds = kinds;
    for (const kind of this.kinds) {
      if (this.byTag.has(kind.tagName)) throw new Error(`Node kind "${kind.tagName}" is registered twice`);
      this.byTag.set(kind.tagName, kind);
    }
    Object.freeze(this);
  }

  /** The kind for a tagName (an own entry only: "constructor" or "__proto__" are not kinds). */
  get(tagName: string): NodeKind | undefined {
    return this.byTag.get(tagName);
  }

  /**
   * Whether a node of the kind `parentTag` may hold a child of the kind `childTag` (the parent's
   * `accepts` names the child's role). What the editor's insert, move, drop and paste ask.
   */
  holds(parentTag: string, childTag: string): boolean {
    const parent = this.byTag.get(parentTag);
    const child = this.byTag.get(childTag);
    return parent !== undefined && child !== undefined && parent.accepts.includes(child.role);
  }

  /** Every kind with the given role, in registry order. */
  withRole(role: Role): NodeKind[] {
    return this.kinds.filter((kind) => kind.role === role);
  }
}

export const registry = new Registry([
  page,
  section,
  container,
  column,
  text,
  image,
  gif,
  button,
  divider,
  spacer,
  social,
  video,
  form,
  htmlBlock,
  raw,
  customRaw,
]);

/** The block tagNames, in order: the same keys as the editor's `contentBlocks` option. */
export const BLOCK_TAGS = registry.withRole('block').map((kind) => kind.tagName);
