/**
 * A provider's delimiters: the character sequences with which its template language starts (or
 * ends) a piece of syntax, `{{` and `{%` for Liquid, `*|` and `|*` for Mailchimp, `%%` for
 * AMPscript. Each provider file declares its own, from the documentation it cites; the output sink
 * (email/neutralize-syntax.ts) breaks every one of them in whatever the renderer did not write
 * itself, so that template text and merge values reach the provider as text and never as syntax.
 *
 * A delimiter is its first character and a pattern for what follows (one or two characters):
 * breaking the first character breaks the delimiter. Only these ASCII characters are delimiters;
 * look-alikes (`｛`, `％`, `｜`) are not, since no provider reads them as syntax.
 */

/** One delimiter: `first`, followed by a match of `rest` (sticky). */
export interface Delimiter {
  readonly first: string;
  readonly rest: RegExp;
}

/** A provider's delimiters, ready to look for. */
export interface Delimiters {
  /** The first characters of every delimiter: where a delimiter may start. */
  readonly firsts: string;
  /** The index of the next character of `firsts` in `text` at or after `from`, or -1. */
  next(text: string, from: number): number;
  /** The length of the delimiter that starts at `i` in `text`, or 0 when none does. */
  at(text: string, i: number): number;
}

function escapeForClass(ch: string): string {
  return /[\\\]^-]/.test(ch) ? `\\${ch}` : ch;
}

/**
 * Delimiters written out (`'{{'`, `'*|'`), and patterns for the ones that continue with a class of
 * characters (`['%', /[A-Za-z]/]`: a percent sign before a letter).
 */
export function delimiters(...list: readonly (string | readonly [string, RegExp])[]): Delimiters {
  const byFirst = new Map<string, RegExp[]>();
  for (const item of list) {
    const [first, rest] =
      typeof item === 'string' ? [item[0] as string, new RegExp(`[${escapeForClass(item[1] as string)}]`)] : item;
    if (typeof item === 'string' && item.length !== 2)
      throw new TypeError(`a written-out delimiter has two characters: ${JSON.stringify(item)}`);
    if (first.length !== 1 || first.charCodeAt(0) > 0x7f)
      throw new TypeError(`a delimiter starts with one ASCII character: ${JSON.stringify(first)}`);
    const sticky = new RegExp(rest.source, 'y');
    byFirst.set(first, [...(byFirst.get(first) ?? []), sticky]);
  }
  const firsts = [...byFirst.keys()].join('');
  // One character class of the first characters: the scan jumps from one to the next.
  const candidates = new RegExp(`[${[...firsts].map(escapeForClass).join('')}]`, 'g');
  return Object.freeze({
    firsts,
    next(text: string, from: number): number {
      candidates.lastIndex = from;
      return candidates.exec(text)?.index ?? -1;
    },
    at(text: string, i: number): number {
      const rests = byFirst.get(text[i] as string);
      if (rests === undefined) return 0;
      for (const rest of rests) {
        rest.lastIndex = i + 1;
        const m = rest.exec(text);
        if (m !== null) return 1 + m[0].length;
      }
      return 0;
    },
  });
}
