/**
 * The validators that take untrusted strings, for the dynamic audit (validators-linear.test.ts):
 * what a request or a template can hand them, how long it may be when they run, and the
 * alphabet their hostile inputs are built from.
 *
 * Found, not listed, where the code allows it: every RegExp that renderer/attributes/patterns.ts
 * exports, every string shape of the landing page schema (walked from `pageShape`) and of
 * attributes/types.ts, every attribute kind of the email tags. The functions after them (URL,
 * CSS, font, merge-tag, email attribute and server checks) are named here one by one.
 */
import * as patterns from '../../renderer/attributes/patterns.ts';
import * as types from '../../renderer/attributes/types.ts';
import { pageShape } from '../../renderer/schema/template.ts';
import type { Shape } from '../../renderer/schema/shape.ts';
import { isSafeCssProperty, isSafeCssValue, isSafeSelector, cssUrl, MAX_CSS_VALUE } from '../../renderer/css/value.ts';
import { safeUrl, schemeOf } from '../../renderer/html/url.ts';
import { normalizeFamily, splitFamilies } from '../../renderer/fonts/resolver.ts';
import { parseVideoUrl } from '../../renderer/blocks/shared/video-url.ts';
import { LIMITS } from '../../renderer/limits.ts';
import { normalizeAttribute } from '../../email/attribute-values.ts';
import { EMAIL_TAGS, type AttributeKind } from '../../email/tags.ts';
import { EMAIL_LIMITS } from '../../email/limits.ts';
import { PlaceholderTable } from '../../email/placeholders.ts';
import { MAX_HOSTNAME_LENGTH, normalizeHostname, originHostname } from '../../server/auth/hostname.ts';
import { secretKeyId } from '../../server/auth/key-format.ts';
import { alphabetOf, mergeAlphabets, type Alphabet } from './adversarial.ts';

/** One validator of untrusted strings. */
export interface Validator {
  readonly name: string;
  readonly run: (input: string) => unknown;
  /** The longest input it runs on: its own length check, or the limit of what reaches it. */
  readonly maxLength: number;
  readonly alphabet: Alphabet;
  /** Its pattern, when it is one (recheck's attack, if it has one, joins the inputs). */
  readonly pattern?: RegExp;
}

/** Patterns exported for other modules apply to strings of any length: this stands for "long". */
const UNBOUNDED = 8_000;

const URL_ALPHABET = alphabetOf(
  String.raw`https://a.b/c?d=e&f#g%20 \u0000\t:;,'"()<>[]{}\\&#x6A;data:image/png;base64,javascript:`,
);
const CSS_ALPHABET = alphabetOf(String.raw`a-z0-9 ,.:;#%()[]'"/*@!<>{}\\url(expression(-- \t`);
const TEXT_ALPHABET = alphabetOf(String.raw`a Z0 {{ }} {{a.b}} { } \s . - _ < > & ' " %`);

/** Every string shape reachable from `root`, with the first path it was found at. */
function stringShapes(root: Shape<unknown>, rootName: string): Map<Shape<unknown>, string> {
  const found = new Map<Shape<unknown>, string>();
  const seen = new Set<Shape<unknown>>();
  const stack: [Shape<unknown>, string][] = [[root, rootName]];
  while (stack.length > 0) {
    const [shape, path] = stack.pop()!;
    if (seen.has(shape)) continue;
    seen.add(shape);
    const info = shape.info;
    switch (info.kind) {
      case 'string':
        if (info.pattern !== undefined || info.test !== undefined) found.set(shape, path);
        break;
      case 'either':
        stack.push([info.options[0], path], [info.options[1], path]);
        break;
      case 'nullable':
        stack.push([info.inner, path]);
        break;
      case 'array':
        stack.push([info.item, `${path}[]`]);
        break;
      case 'object':
        for (const [name, field] of Object.entries(info.fields)) stack.push([field, `${path}.${name}`]);
        break;
      case 'record':
        stack.push([info.value, `${path}[key]`]);
        break;
      case 'discriminated':
        for (const [tag, option] of info.options) stack.push([option, `${path}<${tag}>`]);
        break;
    }
  }
  return found;
}

/** The record key patterns reachable from `root` (keys are checked by pattern alone). */
function recordKeyPatterns(root: Shape<unknown>): RegExp[] {
  const out = new Set<RegExp>();
  const seen = new Set<Shape<unknown>>();
  const stack = [root];
  while (stack.length > 0) {
    const shape = stack.pop()!;
    if (seen.has(shape)) continue;
    seen.add(shape);
    const info = shape.info;
    if (info.kind === 'record') out.add(info.keyPattern);
    if (info.kind === 'record') stack.push(info.value);
    else if (info.kind === 'either') stack.push(info.options[0], info.options[1]);
    else if (info.kind === 'nullable') stack.push(info.inner);
    else if (info.kind === 'array') stack.push(info.item);
    else if (info.kind === 'object') stack.push(...Object.values(info.fields));
    else if (info.kind === 'discriminated') stack.push(...info.options.map(([, option]) => option));
  }
  return [...out];
}

const isShape = (value: unknown): value is Shape<unknown> =>
  typeof value === 'object' && value !== null && 'info' in value && 'test' in value;

function shapeValidator(shape: Shape<unknown>, name: string): Validator | undefined {
  const info = shape.info;
  if (info.kind !== 'string') return undefined;
  return {
    name,
    run: (input) => shape.test(input),
    maxLength: info.max,
    alphabet: info.pattern ? alphabetOf(info.pattern.source) : info.test !== undefined ? CSS_ALPHABET : TEXT_ALPHABET,
    ...(info.pattern ? { pattern: info.pattern } : {}),
  };
}

/** Every validator of untrusted strings the dynamic audit runs. */
export function untrustedValidators(): Validator[] {
  const out: Validator[] = [];
  const patternFor = new Map<RegExp, string>();
  for (const [name, value] of Object.entries(patterns)) {
    if (!(value instanceof RegExp)) continue;
    patternFor.set(value, name);
    out.push({
      name: `patterns.ts ${name}`,
      run: (input) => value.test(input),
      maxLength: UNBOUNDED,
      alphabet: alphabetOf(value.source),
      pattern: value,
    });
  }
  for (const key of recordKeyPatterns(pageShape)) {
    if (patternFor.has(key)) continue;
    out.push({
      name: `template schema record key /${key.source}/`,
      run: (input) => key.test(input),
      maxLength: UNBOUNDED,
      alphabet: alphabetOf(key.source),
      pattern: key,
    });
  }
  const shapes = stringShapes(pageShape, 'page');
  for (const [name, value] of Object.entries(types)) {
    const shape = typeof value === 'function' ? (value as () => unknown)() : value;
    if (isShape(shape) && !shapes.has(shape)) shapes.set(shape, `attributes/types.ts ${name}`);
  }
  for (const [shape, path] of shapes) {
    const validator = shapeValidator(shape, `schema ${path}`);
    if (validator) out.push(validator);
  }

  out.push(
    { name: 'css/value.ts isSafeCssValue', run: isSafeCssValue, maxLength: MAX_CSS_VALUE, alphabet: CSS_ALPHABET },
    { name: 'css/value.ts isSafeCssProperty', run: isSafeCssProperty, maxLength: UNBOUNDED, alphabet: CSS_ALPHABET },
    {
      name: 'css/value.ts isSafeSelector',
      run: isSafeSelector,
      maxLength: UNBOUNDED,
      alphabet: mergeAlphabets(CSS_ALPHABET, alphabetOf(patterns.SELECTOR.source)),
    },
    { name: 'css/value.ts cssUrl', run: cssUrl, maxLength: types.MAX_URL, alphabet: URL_ALPHABET },
    // URLs of authored links and images reach safeUrl at the length of the content that holds them.
    {
      name: 'html/url.ts safeUrl (link)',
      run: (input) => safeUrl(input, 'link'),
      maxLength: LIMITS.maxStringLength / 16,
      alphabet: URL_ALPHABET,
    },
    {
      name: 'html/url.ts safeUrl (image)',
      run: (input) => safeUrl(input, 'image'),
      maxLength: LIMITS.maxStringLength / 16,
      alphabet: URL_ALPHABET,
    },
    { name: 'html/url.ts schemeOf', run: schemeOf, maxLength: LIMITS.maxStringLength / 16, alphabet: URL_ALPHABET },
    {
      name: 'blocks/shared/video-url.ts parseVideoUrl',
      run: parseVideoUrl,
      maxLength: types.MAX_URL,
      alphabet: URL_ALPHABET,
    },
    {
      name: 'fonts/resolver.ts splitFamilies',
      run: splitFamilies,
      maxLength: UNBOUNDED,
      alphabet: alphabetOf(patterns.FONT_FAMILY.source),
    },
    {
      name: 'fonts/resolver.ts normalizeFamily',
      run: normalizeFamily,
      maxLength: UNBOUNDED,
      alphabet: alphabetOf(patterns.FONT_FAMILY.source),
    },
    {
      name: 'email placeholders inText (merge tags)',
      run: (input) => new PlaceholderTable().inText(input),
      maxLength: UNBOUNDED,
      alphabet: TEXT_ALPHABET,
    },
    {
      name: 'email placeholders inUrl (merge tags)',
      run: (input) => new PlaceholderTable().inUrl(input, 'link'),
      maxLength: UNBOUNDED,
      alphabet: mergeAlphabets(TEXT_ALPHABET, URL_ALPHABET),
    },
    {
      name: 'server hostname normalizeHostname',
      run: normalizeHostname,
      maxLength: MAX_HOSTNAME_LENGTH * 8,
      alphabet: alphabetOf('a-z0-9.-A:@%[]'),
    },
    {
      name: 'server hostname originHostname',
      run: originHostname,
      maxLength: UNBOUNDED,
      alphabet: mergeAlphabets(URL_ALPHABET, alphabetOf('a-z0-9.-:[]')),
    },
    {
      name: 'server key-format secretKeyId',
      run: secretKeyId,
      maxLength: UNBOUNDED,
      alphabet: alphabetOf('sk_0-9A-Za-z_'),
    },
  );

  const kinds = new Set<string>();
  for (const tag of EMAIL_TAGS.values()) {
    for (const kind of Object.values(tag.attributes)) {
      if (Array.isArray(kind) || kinds.has(kind as string)) continue;
      kinds.add(kind as string);
      out.push({
        name: `email attribute kind ${kind as string}`,
        run: (input) => normalizeAttribute(kind as AttributeKind, input, new PlaceholderTable()),
        maxLength: EMAIL_LIMITS.maxAttributeLength,
        alphabet: mergeAlphabets(
          alphabetOf(String.raw` ,.-_%/()#"'0-9a-z{}:;<>\mj-`),
          alphabetOf(patterns.COLOR.source),
          URL_ALPHABET,
        ),
      });
    }
  }
  return out;
}
