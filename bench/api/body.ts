/**
 * The request body of the HTTP benchmark: POST /landing-page/v1/json2html with a 30-section page
 * of about 50 KB, and a numbered variant of it whose bytes differ per request (so that no cache,
 * ours or any other, can answer it) while its size stays the same.
 *
 * The page is the first 30 sections of the render benchmark's generated page (`generatePage()`:
 * the hero, then the seeded mix). Whole, those come to about 90 KB of body (590 nodes): the
 * generator's sections are dense. So they are thinned, by one fixed rule, to about 50 KB: a
 * section keeps at most 3 columns (a grid keeps its title column and two cards) and a column at
 * most 3 blocks (the middle ones go, so a column keeps its first and last block). Every section
 * stays, and most kinds of block (text, images, buttons, spacers, dividers, a video, html, raw and
 * social blocks); the page is deterministic, byte for byte.
 *
 * The page title carries an eight-digit number: `numbered(n)` writes `n` there, and nothing else
 * changes.
 */
import { countNodes, generatePage } from '../generate-page.ts';
import type { PageDefinition, TemplateNode } from '../../renderer/model/node.ts';

export const JSON2HTML_PATH = '/landing-page/v1/json2html';
/** Sections of the benchmark page. */
export const SECTIONS = 30;
/** Columns a section keeps, and blocks a column keeps. */
const MAX_COLUMNS = 3;
const MAX_BLOCKS = 3;
/** Digits of the number in the page title. */
const DIGITS = 8;

/** The benchmark's request body. */
export interface BenchBody {
  /** The body as sent when every request is the same (number 0 in the title). */
  readonly text: string;
  /** Its size in bytes (UTF-8); every numbered body has the same size. */
  readonly bytes: number;
  /** The page it carries (title numbered 0). */
  readonly page: PageDefinition;
  readonly sections: number;
  /** Template nodes (objects with a tagName) in the page. */
  readonly nodes: number;
  /** Columns and blocks the thinning removed. */
  readonly removed: { readonly columns: number; readonly blocks: number };
  /** The body with `n` (0 to 99,999,999) in the page title. */
  numbered(n: number): string;
}

type MutableNode = { -readonly [K in keyof TemplateNode]: TemplateNode[K] } & { children?: MutableNode[] };

const serialize = (page: PageDefinition): string =>
  JSON.stringify({ definition: JSON.stringify(page), options: { fonts: '[]' } });

/** Thins the sections in place (MAX_COLUMNS, MAX_BLOCKS); returns what it removed. */
function thin(sections: MutableNode[]): { columns: number; blocks: number } {
  const removed = { columns: 0, blocks: 0 };
  for (const section of sections) {
    const columns = section.children ?? [];
    removed.columns += columns.splice(MAX_COLUMNS).length;
    for (const column of columns) {
      const blocks = column.children ?? [];
      while (blocks.length > MAX_BLOCKS) {
        blocks.splice(blocks.length >> 1, 1);
        removed.blocks++;
      }
    }
  }
  return removed;
}

/** Builds the body: 30 sections, thinned to about 50 KB. */
export function createBody(): BenchBody {
  const full = generatePage();
  const marker = '0'.repeat(DIGITS);
  const title = `${full.metadata?.title ?? 'Benchmark page'} #${marker}`;
  // A deep copy the trimming may change (the generator's nodes are typed read-only).
  const sections = JSON.parse(JSON.stringify((full.children ?? []).slice(0, SECTIONS))) as MutableNode[];
  const page = { ...full, metadata: { ...full.metadata, title }, children: sections } as PageDefinition;

  const removed = thin(sections);
  const text = serialize(page);

  // The number's place in the body text: the title is the only place with `#00000000`.
  const at = text.indexOf(`#${marker}`);
  if (at < 0 || text.indexOf(`#${marker}`, at + 1) >= 0)
    throw new Error('The page title number is not unique in the body.');
  const prefix = text.slice(0, at + 1);
  const suffix = text.slice(at + 1 + DIGITS);
  const limit = 10 ** DIGITS;

  return {
    text,
    bytes: Buffer.byteLength(text),
    page,
    sections: sections.length,
    nodes: countNodes(page),
    removed,
    numbered(n: number): string {
      if (!Number.isInteger(n) || n < 0 || n >= limit)
        throw new RangeError(`The body number must be an integer from 0 to ${limit - 1}.`);
      return prefix + String(n).padStart(DIGITS, '0') + suffix;
    },
  };
}
