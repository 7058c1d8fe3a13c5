/**
 * The page's copy: sentences, phrases, links, paragraphs and lists drawn from the vocabulary,
 * written the way the sanitizer writes them back (canonical), so that a renderer that emits them
 * unchanged produces the same markup as ours.
 */
import type { Random } from './random.ts';
import { COLORS, WORDS } from './vocabulary.ts';

/** The copy writers for one page, drawing from its PRNG. */
export function createCopy({ rand, int, pick, chance }: Random) {
  const sentence = (min = 4, max = 9): string => {
    const n = int(min, max);
    const words: string[] = [];
    for (let i = 0; i < n; i++) words.push(pick(WORDS));
    const first = words[0] as string;
    words[0] = first.charAt(0).toUpperCase() + first.slice(1);
    if (n > 10 && chance(0.4)) words[Math.floor(n / 2)] += ','; // long sentences (testimonials) get a comma
    return words.join(' ') + '.';
  };
  const phrase = (min = 2, max = 4): string => {
    const words: string[] = [];
    for (let i = int(min, max); i > 0; i--) words.push(pick(WORDS));
    return words.join(' ');
  };
  const link = (text: string): string => {
    const href = `${chance(0.6) ? '' : 'https://www.example.com'}/${pick(['features', 'pricing', 'blog', 'guides', 'customers', 'docs'])}/${phrase(1, 2).replace(/ /g, '-')}`;
    return chance(0.2)
      ? `<a href="${href}" target="_blank" rel="noopener">${text}</a>`
      : `<a href="${href}">${text}</a>`;
  };
  /** A sentence with some inline formatting: strong, em, a link, a colored span. */
  const richSentence = (): string => {
    const plain = sentence();
    const words = plain.split(' ');
    const roll = rand();
    const at = int(1, Math.max(1, words.length - 3));
    const span = words.slice(at, at + 2).join(' ');
    let inner: string;
    if (roll < 0.25) inner = `<strong>${span}</strong>`;
    else if (roll < 0.4) inner = `<em>${span}</em>`;
    else if (roll < 0.6) inner = link(span);
    else if (roll < 0.67) inner = `<span style="color:${pick(COLORS)}">${span}</span>`;
    else return plain;
    return [...words.slice(0, at), inner, ...words.slice(at + 2)].join(' ');
  };
  const paragraph = (sentences: number): string => {
    const parts: string[] = [];
    for (let i = 0; i < sentences; i++) parts.push(richSentence());
    return `<p>${parts.join(' ')}</p>`;
  };
  const list = (items: number, ordered = false): string => {
    const tag = ordered ? 'ol' : 'ul';
    let out = `<${tag}>`;
    for (let i = 0; i < items; i++)
      out += `<li>${chance(0.3) ? `<strong>${phrase(1, 2)}</strong> ` : ''}${sentence(4, 9)}</li>`;
    return out + `</${tag}>`;
  };

  return { sentence, phrase, link, richSentence, paragraph, list };
}

export type Copy = ReturnType<typeof createCopy>;
