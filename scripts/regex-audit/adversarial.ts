/**
 * Hostile inputs for a validator, built from its own alphabet: the characters and literal words
 * of its patterns, repeated in the shapes that make backtracking engines (and naive string code)
 * go super-linear: long runs of one piece, alternations of two, runs of a separator between words
 * (`a   ,a   ,a   !`, the font-family attack of issue 12), and recheck's own attack string when it
 * has one. Each input ends in a character no grammar here accepts, so that a matcher must try
 * everything before it refuses.
 */

/** A family of inputs: `make(n)` is about `n` characters long. */
export interface AttackFamily {
  readonly name: string;
  readonly make: (length: number) => string;
}

/** The pieces a pattern is made of: single characters, and the literal words it spells out. */
export interface Alphabet {
  readonly chars: readonly string[];
  readonly words: readonly string[];
}

/** What no grammar here accepts; ends every input. */
const REFUSED = '\u0000';

const CLASS_ESCAPES: Record<string, readonly string[]> = {
  d: ['0', '7'],
  D: ['a'],
  w: ['a', '_'],
  W: [' '],
  s: [' ', '\t', '\n'],
  S: ['a'],
  n: ['\n'],
  t: ['\t'],
  r: ['\r'],
  f: ['\f'],
  v: ['\v'],
  b: [],
  B: [],
};
const PROPERTY_SAMPLES: Record<string, readonly string[]> = { L: ['a', 'é'], N: ['1'], Lu: ['A'], Ll: ['a'] };

/** The characters one escape (after the backslash, at `i`) stands for, and where it ends. */
function escapeAt(source: string, i: number): [readonly string[], number] {
  const ch = source[i] ?? '';
  if (ch === 'u' && source[i + 1] === '{') {
    const end = source.indexOf('}', i);
    return [[String.fromCodePoint(parseInt(source.slice(i + 2, end), 16))], end + 1];
  }
  if (ch === 'u' && /^[0-9a-fA-F]{4}$/.test(source.slice(i + 1, i + 5)))
    return [[String.fromCharCode(parseInt(source.slice(i + 1, i + 5), 16))], i + 5];
  if (ch === 'x' && /^[0-9a-fA-F]{2}$/.test(source.slice(i + 1, i + 3)))
    return [[String.fromCharCode(parseInt(source.slice(i + 1, i + 3), 16))], i + 3];
  if ((ch === 'p' || ch === 'P') && source[i + 1] === '{') {
    const end = source.indexOf('}', i);
    const name =
      source
        .slice(i + 2, end)
        .split('=')
        .pop() ?? '';
    return [ch === 'p' ? (PROPERTY_SAMPLES[name] ?? ['a']) : ['!'], end + 1];
  }
  return [CLASS_ESCAPES[ch] ?? [ch], i + 1];
}

/** The characters and literal words of a pattern's source (a reading good enough to build inputs, not a parser). */
export function alphabetOf(source: string): Alphabet {
  const chars = new Set<string>();
  const words = new Set<string>();
  let word = '';
  const endWord = () => {
    if (word.length >= 2) words.add(word);
    word = '';
  };
  for (let i = 0; i < source.length; ) {
    const ch = source[i]!;
    if (ch === '\\') {
      const [found, next] = escapeAt(source, i + 1);
      for (const c of found) chars.add(c);
      if (found.length === 1 && !/[dDwWsSpP]/.test(source[i + 1] ?? '')) word += found[0];
      else endWord();
      i = next;
    } else if (ch === '[') {
      endWord();
      let j = i + 1;
      const negated = source[j] === '^';
      if (negated) j++;
      const members: string[] = [];
      while (j < source.length && source[j] !== ']') {
        if (source[j] === '\\') {
          const [found, next] = escapeAt(source, j + 1);
          members.push(...found);
          j = next;
        } else if (source[j + 1] === '-' && source[j + 2] !== undefined && source[j + 2] !== ']') {
          const from = source.charCodeAt(j);
          const to = source.charCodeAt(j + 2);
          members.push(String.fromCharCode(from), String.fromCharCode(to), String.fromCharCode((from + to) >> 1));
          j += 3;
        } else members.push(source[j++]!);
      }
      // A negated class stands for what it does not list: a letter, a space or a punctuation mark.
      for (const c of negated ? ['a', ' ', '#', '/'].filter((c) => !members.includes(c)) : members) chars.add(c);
      i = j + 1;
    } else if (ch === '(') {
      endWord();
      const group = /^\(\?(?:[:=!]|<[=!]|<[A-Za-z_][A-Za-z0-9_]*>)?/.exec(source.slice(i))?.[0] ?? '(';
      i += group.length;
    } else if (ch === '{' && /^\{\d+(?:,\d*)?\}/.test(source.slice(i))) {
      // A quantifier applies to the last character only: it is not part of the word before it.
      word = word.slice(0, -1);
      endWord();
      i = source.indexOf('}', i) + 1;
    } else if ('*+?'.includes(ch)) {
      word = word.slice(0, -1);
      endWord();
      i++;
    } else if ('|)^$'.includes(ch)) {
      endWord();
      i++;
    } else if (ch === '.') {
      endWord();
      chars.add('a');
      i++;
    } else {
      chars.add(ch);
      word += ch;
      i++;
    }
  }
  endWord();
  return { chars: [...chars], words: [...words] };
}

/** Joins alphabets (a validator may apply several patterns). */
export function mergeAlphabets(...alphabets: readonly Alphabet[]): Alphabet {
  return {
    chars: [...new Set(alphabets.flatMap((a) => a.chars))],
    words: [...new Set(alphabets.flatMap((a) => a.words))],
  };
}

const isWordChar = (c: string) => /^[\p{L}\p{N}_]$/u.test(c);

/** `head`, then `unit` repeated to fill about `length` characters, then a refused character. */
function repeated(name: string, unit: string, head = ''): AttackFamily {
  return {
    name,
    make: (length) => head + unit.repeat(Math.max(1, Math.floor((length - head.length - 1) / unit.length))) + REFUSED,
  };
}

/** recheck's attack string (`prefix + pump * n + suffix`), sized to `length`. */
export function recheckFamily(attack: {
  readonly pumps: readonly { readonly prefix: string; readonly pump: string }[];
  readonly suffix: string;
}): AttackFamily {
  return {
    name: 'recheck attack',
    make: (length) => {
      const fixed = attack.pumps.reduce((sum, p) => sum + p.prefix.length, 0) + attack.suffix.length;
      const perPump = Math.max(
        1,
        Math.floor(
          (length - fixed) /
            Math.max(
              1,
              attack.pumps.reduce((sum, p) => sum + p.pump.length, 0),
            ),
        ),
      );
      return attack.pumps.map((p) => p.prefix + p.pump.repeat(perPump)).join('') + attack.suffix;
    },
  };
}

/**
 * The hostile families for an alphabet (a few dozen, deterministic): runs of each piece, pairs of
 * pieces alternating, words with runs of a separator before another separator (both the run and
 * the number of words growing), each also after each literal word of the pattern (`rgb(` + ...).
 */
export function attackFamilies(alphabet: Alphabet): AttackFamily[] {
  const chars = alphabet.chars.filter((c) => c !== REFUSED);
  const wordChars = chars.filter(isWordChar).slice(0, 2);
  const separators = chars.filter((c) => !isWordChar(c)).slice(0, 8);
  // Separators first: runs of them, between words, are where patterns turn ambiguous.
  const pieces = [
    ...new Set([...separators, ...wordChars, ...chars.filter(isWordChar).slice(2, 4), ...alphabet.words.slice(0, 8)]),
  ];
  const families: AttackFamily[] = [];
  for (const piece of pieces) families.push(repeated(`run of ${JSON.stringify(piece)}`, piece));
  for (const a of pieces.slice(0, 10))
    for (const b of [...separators.slice(0, 5), ...wordChars])
      if (a !== b) families.push(repeated(`${JSON.stringify(a)} and ${JSON.stringify(b)} alternating`, a + b));
  for (const w of wordChars.slice(0, 1).concat(wordChars.length > 0 ? [] : ['a'])) {
    for (const s of separators.slice(0, 5)) {
      for (const t of separators) {
        families.push(repeated(`words with ${JSON.stringify(s)} x8 before ${JSON.stringify(t)}`, w + s.repeat(8) + t));
        families.push({
          name: `ten words with a growing run of ${JSON.stringify(s)} before ${JSON.stringify(t)}`,
          make: (length) => (w + s.repeat(Math.max(1, Math.floor(length / 10) - 2)) + t).repeat(10) + REFUSED,
        });
      }
    }
  }
  for (const head of alphabet.words.slice(0, 6)) {
    for (const s of separators.slice(0, 4))
      families.push(repeated(`${JSON.stringify(head)} then a run of ${JSON.stringify(s)}`, s, head));
    for (const w of wordChars.slice(0, 1))
      for (const s of separators.slice(0, 4))
        families.push(repeated(`${JSON.stringify(head)} then ${JSON.stringify(w + s)} repeated`, w + s, head));
  }
  return families;
}
