/**
 * docs/template-format.md is the contract: every constraint it states is checked here against the
 * real validator. The cases are derived from the document itself (its generated attribute tables,
 * its hand-written tables of node fields, page keys and limits, the URLs table and the prose of
 * the global style), so a row added to the docs is checked without touching this file, and a
 * description this file cannot read fails the test instead of passing unchecked.
 *
 * "Accepted" means the render path's checks (checkTemplate) pass and the published zod schema
 * agrees; "refused" means `template_invalid` (or `template_limit` where the docs say so).
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import type { PageDefinition, TemplateNode } from '../model/node.ts';
import { checkTemplate, renderPage, type RenderOptions } from '../render-page.ts';
import { backticked, docNumber, namedExplanations, sectionOf, subsections, tableRows } from '../testing/doc-tables.ts';
import { templateSchema } from '../zod.ts';

const DOC = readFileSync(new URL('../../docs/template-format.md', import.meta.url), 'utf8');

function generated(name: string): string {
  const start = DOC.indexOf(`<!-- generated:${name} -->`);
  const end = DOC.indexOf(`<!-- /generated:${name} -->`);
  if (start < 0 || end < start) throw new Error(`docs: no generated region ${name}`);
  return DOC.slice(start, end);
}

// ---------------------------------------------------------------------------------------------
// The documented limits (the Limits table), which other rows fall back on.

const LIMIT_ROWS = new Map(tableRows(generated('limits')).map((row) => [row.Limit!, row]));
function limit(name: string): string {
  const row = LIMIT_ROWS.get(name);
  if (!row) throw new Error(`docs: no limit row ${name}`);
  return row.Value!;
}
const firstNumber = (text: string, index = 0): number => docNumber([...text.matchAll(/\d[\d,]*/g)][index]![0]);
const MAX_STRING = firstNumber(limit('`maxStringLength`'));
const PLAIN_TEXT = firstNumber(limit('plain text attributes'));
const MAX_URL = firstNumber(limit('URLs'));
const CURRENT_VERSION = Number(/\*\*(\d+)\*\*/.exec(generated('version'))![1]);

// ---------------------------------------------------------------------------------------------
// Verdicts.

type Verdict = 'valid' | 'template_invalid' | 'template_limit';

function verdict(page: unknown, options?: RenderOptions): Verdict {
  let result: Verdict = 'valid';
  try {
    if (options === undefined) checkTemplate(page);
    else renderPage(page, options);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== 'template_invalid' && code !== 'template_limit') throw error;
    result = code;
  }
  if (result !== 'template_limit' && options === undefined) {
    expect(
      templateSchema.safeParse(typeof page === 'string' ? JSON.parse(page) : page).success,
      `zod schema and fast checks disagree on ${show(page)}`,
    ).to.equal(result === 'valid');
  }
  return result;
}

const show = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 100)}... (${text.length} characters)` : text;
};

/** Failures are collected, so one run lists every mismatch at once. */
class Findings {
  readonly problems: string[] = [];
  accepted(where: string, page: unknown, options?: RenderOptions): void {
    const got = verdict(page, options);
    if (got !== 'valid') this.problems.push(`${where}: documented as accepted, but ${got}`);
  }
  refused(where: string, page: unknown, code: Verdict = 'template_invalid', options?: RenderOptions): void {
    const got = verdict(page, options);
    if (got !== code) this.problems.push(`${where}: documented as refused (${code}), but ${got}`);
  }
  check(): void {
    expect(this.problems, `${this.problems.length} mismatches:\n${this.problems.join('\n')}\n`).to.deep.equal([]);
  }
}

// ---------------------------------------------------------------------------------------------
// Where a node goes (the tree: page > section (> container) > column > block).

function pageAround(tag: string, node: TemplateNode): PageDefinition {
  if (tag === 'section') return { tagName: 'page', children: [node] };
  if (tag === 'container')
    return { tagName: 'page', children: [{ tagName: 'section', container: node, children: [] }] };
  if (tag === 'column') return { tagName: 'page', children: [{ tagName: 'section', children: [node] }] };
  return { tagName: 'page', children: [{ tagName: 'section', children: [{ tagName: 'column', children: [node] }] }] };
}

const withAttribute = (tag: string, name: string, value: unknown, key = 'attributes') =>
  pageAround(tag, { tagName: tag, [key]: { [name]: value } } as TemplateNode);

// ---------------------------------------------------------------------------------------------
// Value grammars, as the docs word them. Each gives values the docs accept and values they refuse.

interface Cases {
  readonly accepted: readonly unknown[];
  readonly refused: readonly unknown[];
}

const url = (length: number) => `https://example.com/${'a'.repeat(Math.max(0, length - 20))}`;
const suchAs = (text: string): string[] =>
  (/(?:such as|e\.g\.) (.+)$/.exec(text)?.[1] ?? '')
    .split(/,? or |, /)
    .map((value) => value.trim())
    // "a number such as 1.5, or a length": the examples only, not the other kinds named after them.
    .filter((value) => value !== '' && !/^an? /.test(value));

/** Grammars written in prose, by their exact wording. The examples after "such as" are accepted too. */
const GRAMMARS: Record<string, Cases> = {
  'a CSS color (#rgb, #rrggbb, rgb(), hsl() or a color name)': {
    accepted: ['#0af', '#00aaff', 'rgb(0, 170, 255)', 'hsl(200, 100%, 50%)', 'rebeccapurple'],
    refused: ['#00aaf', 'rgb(0, 170, 255', 'red;', 'url(x)', '12px', '', 7],
  },
  'a CSS length such as 0, 16px, 1.5rem or 50%': {
    accepted: [],
    refused: ['16', '16 px', 'px', '16px;', 'auto', 'red', '', 16],
  },
  'auto or a CSS length such as 16px or 50%': { accepted: ['auto'], refused: ['16', 'none', '16px;', '', 16] },
  'one to four CSS lengths, e.g. 24px or 24px 16px': {
    accepted: ['0', '1px 2px 3px 4px'],
    refused: ['1px 2px 3px 4px 5px', '24px,16px', '24', 'none', '24px;', '', 24],
  },
  'a percentage from 0% to 100%': {
    accepted: ['0%', '100%', '33.33%'],
    refused: ['100.5%', '101%', '-1%', '50', '50 %', ''],
  },
  'normal, a number such as 1.5, or a length': { accepted: ['normal', '24px'], refused: ['bold', '1.5;', ''] },
  'normal or a CSS length such as 0.02em': { accepted: ['normal'], refused: ['1.5', 'wide', ''] },
  "a CSS font-family list such as 'Inter', Arial, sans-serif": {
    accepted: ["'Inter', Arial, sans-serif", 'Arial'],
    refused: ['Arial; color: red', "'Inter", 'url(x)', 'a{b}', ''],
  },
  'a field name: letters, digits, _ . - [ ] (1 to 64)': {
    accepted: ['email', 'a.b-c_d[0]', 'x'.repeat(64)],
    refused: ['', 'x'.repeat(65), 'a b', 'a"b', 'a<b'],
  },
  'an id: a letter, then letters, digits, - or _ (at most 64)': {
    accepted: ['a', 'a-B_9', `a${'b'.repeat(63)}`],
    refused: ['9a', '-a', 'a b', 'a'.repeat(65), ''],
  },
};

/** Cases for a value description of an attribute table (or a list item's field). */
function valueCases(description: string): Cases {
  const oneOf = /^one of (.+)$/.exec(description);
  if (oneOf) return { accepted: backticked(oneOf[1]!), refused: ['not-a-listed-value', '', 1] };
  if (description === 'boolean') return { accepted: [true, false], refused: ['true', 1, 0] };
  const range = /^(integer|number), (-?[\d,]+) to (-?[\d,]+)$/.exec(description);
  if (range) {
    const [min, max] = [docNumber(range[2]!), docNumber(range[3]!)];
    return {
      accepted: [min, max],
      refused: [min - 1, max + 1, String(min), ...(range[1] === 'integer' ? [min + 0.5] : [])],
    };
  }
  const text = /^text, at most ([\d,]+) characters$/.exec(description);
  if (text) {
    const max = docNumber(text[1]!);
    return { accepted: ['', 'x'.repeat(max)], refused: ['x'.repeat(max + 1), 1] };
  }
  const urlRow = /^URL \(at most ([\d,]+) characters\)$/.exec(description);
  if (urlRow) {
    const max = docNumber(urlRow[1]!);
    return { accepted: ['https://example.com/x', url(max)], refused: [url(max + 1), 42] };
  }
  const grammar = GRAMMARS[description];
  if (grammar) return { accepted: [...suchAs(description), ...grammar.accepted], refused: grammar.refused };
  throw new Error(
    `No cases for the documented value "${description}": teach documented-constraints.test.ts this wording.`,
  );
}

/** A default as the table writes it, typed by its value description. */
function defaultValue(cell: string, description: string): unknown {
  const [text] = backticked(cell);
  if (text === undefined) throw new Error(`docs: default ${cell}`);
  if (
    description === 'boolean' ||
    description.startsWith('integer') ||
    description.startsWith('number') ||
    description === 'list (see below)'
  )
    return JSON.parse(text);
  return text;
}

// ---------------------------------------------------------------------------------------------
// Lists ("list (see below)"): the item shape, its limits and enumerations come from the Meaning.

/** Values for required fields of list items that no enumeration gives. */
const REQUIRED_FIELD_SAMPLES: Record<string, unknown> = {
  href: 'https://example.com/',
  name: 'field_1',
  label: 'A label',
  style: "'Brand', sans-serif",
};

interface ItemShape {
  readonly fields: readonly { name: string; optional: boolean }[];
}

const itemShape = (braces: string): ItemShape => ({
  fields: braces
    .replace(/[{}]/g, '')
    .split(',')
    .map((f) => f.trim())
    .map((f) => ({ name: f.replace(/\?$/, ''), optional: f.endsWith('?') })),
});

function listCases(meaning: string, findings: Findings, place: (list: unknown) => PageDefinition, where: string): void {
  const max = firstNumber(/at most ([\d,]+)/.exec(meaning)![1]!);
  const shape = itemShape(backticked(meaning).find((b) => b.startsWith('{'))!);
  const enums = new Map<string, string[]>();
  for (const match of meaning.matchAll(/`(\w+)` is one of ((?:`[^`]+`(?:, )?)+)/g))
    enums.set(match[1]!, backticked(match[2]!));
  const nested = [...meaning.matchAll(/`(\w+)` \(for (\w+), at most ([\d,]+)\) are `(\{[^}]*\})`/g)];
  const item = (extra: Record<string, unknown> = {}) => {
    const out: Record<string, unknown> = {};
    for (const field of shape.fields) {
      if (field.optional) continue;
      const value = enums.get(field.name)?.[0] ?? REQUIRED_FIELD_SAMPLES[field.name];
      if (value === undefined) throw new Error(`${where}: no sample for the required list field ${field.name}`);
      out[field.name] = value;
    }
    return { ...out, ...extra };
  };
  findings.accepted(`${where} = []`, place([]));
  findings.accepted(`${where}: ${max} items`, place(Array.from({ length: max }, () => item())));
  findings.refused(`${where}: ${max + 1} items`, place(Array.from({ length: max + 1 }, () => item())));
  findings.refused(`${where} = "x"`, place('x'));
  for (const field of shape.fields.filter((f) => !f.optional)) {
    const { [field.name]: _left, ...without } = item();
    findings.refused(`${where}: an item without ${field.name}`, place([without]));
  }
  for (const [name, values] of enums) {
    for (const value of values) findings.accepted(`${where}: ${name} ${value}`, place([item({ [name]: value })]));
    findings.refused(`${where}: ${name} not listed`, place([item({ [name]: 'not-listed' })]));
  }
  // Fields the meaning gives a grammar ("`name` is a field name: ..."); URLs (href) have the URL
  // limit; every other text field is plain text, with the documented plain-text limit.
  const grammars = new Map<string, Cases>();
  for (const match of meaning.matchAll(/`(\w+)` is ([^;]+?)(?=;|$)/g)) {
    const wording = Object.keys(GRAMMARS).find((key) => match[2]!.startsWith(key));
    if (wording) grammars.set(match[1]!, valueCases(wording));
  }
  for (const field of shape.fields.filter(
    (f) => !enums.has(f.name) && !nested.some((n) => n[1] === f.name) && f.name !== 'required',
  )) {
    const grammar = grammars.get(field.name);
    if (grammar) {
      for (const value of grammar.accepted)
        findings.accepted(`${where}: ${field.name} ${show(value)}`, place([item({ [field.name]: value })]));
      for (const value of grammar.refused)
        findings.refused(`${where}: ${field.name} ${show(value)}`, place([item({ [field.name]: value })]));
      continue;
    }
    const [max, make] = field.name === 'href' ? [MAX_URL, url] : [PLAIN_TEXT, (n: number) => 'x'.repeat(n)];
    findings.accepted(`${where}: ${field.name} of ${max} characters`, place([item({ [field.name]: make(max) })]));
    findings.refused(
      `${where}: ${field.name} of ${max + 1} characters`,
      place([item({ [field.name]: make(max + 1) })]),
    );
  }
  for (const [, name, forType, count, braces] of nested) {
    const nestedMax = docNumber(count!);
    const nestedShape = itemShape(braces!);
    const nestedItem = Object.fromEntries(
      nestedShape.fields.filter((f) => !f.optional).map((f) => [f.name, REQUIRED_FIELD_SAMPLES[f.name] ?? 'x']),
    );
    const owner = (list: unknown) => place([item({ type: forType, [name!]: list })]);
    findings.accepted(`${where}: ${nestedMax} ${name}`, owner(Array.from({ length: nestedMax }, () => nestedItem)));
    findings.refused(
      `${where}: ${nestedMax + 1} ${name}`,
      owner(Array.from({ length: nestedMax + 1 }, () => nestedItem)),
    );
    for (const field of nestedShape.fields.filter((f) => !f.optional))
      findings.refused(`${where}: ${name} item without ${field.name}`, owner([{}]));
    for (const field of nestedShape.fields) {
      findings.accepted(
        `${where}: ${name}.${field.name} of ${PLAIN_TEXT} characters`,
        owner([{ ...nestedItem, [field.name]: 'x'.repeat(PLAIN_TEXT) }]),
      );
      findings.refused(
        `${where}: ${name}.${field.name} of ${PLAIN_TEXT + 1} characters`,
        owner([{ ...nestedItem, [field.name]: 'x'.repeat(PLAIN_TEXT + 1) }]),
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------

describe('docs/template-format.md, checked against the validator', function () {
  this.timeout(120_000);

  it('every attribute of every kind: its value type, default, per-breakpoint flag and list limits', () => {
    const findings = new Findings();
    const kinds = subsections(generated('kinds'));
    expect(kinds.size).to.be.greaterThan(10);
    let rows = 0;
    for (const [heading, body] of kinds) {
      const tag = backticked(heading)[0]!;
      for (const row of tableRows(body)) {
        rows++;
        const name = backticked(row.Attribute!)[0]!;
        const description = row.Value!;
        const where = `${tag}.${name}`;
        const place = (value: unknown) => withAttribute(tag, name, value);
        let sample: unknown;
        if (description === 'list (see below)') {
          listCases(row.Meaning!, findings, place, where);
          sample = [];
        } else {
          const cases = valueCases(description);
          for (const value of cases.accepted) findings.accepted(`${where} = ${show(value)}`, place(value));
          for (const value of cases.refused) findings.refused(`${where} = ${show(value)}`, place(value));
          sample = cases.accepted[0];
        }
        if (row.Default !== '(not set)')
          findings.accepted(`${where}: its default ${row.Default}`, place(defaultValue(row.Default!, description)));
        // Per breakpoint: an override is used (no warning) or ignored with an unknown_attribute warning.
        const override = renderPage(withAttribute(tag, name, sample, 'mdAttributes')).warnings.filter(
          (w) => w.type === 'unknown_attribute',
        );
        const perBreakpoint = row['Per breakpoint'] === 'yes';
        if (perBreakpoint !== (override.length === 0))
          findings.problems.push(
            `${where}: documented per breakpoint "${row['Per breakpoint']}", but an mdAttributes value gave ${override.length} unknown_attribute warnings`,
          );
      }
    }
    expect(rows).to.be.greaterThan(100);
    findings.check();
  });

  it('the node fields table', () => {
    const findings = new Findings();
    const rows = tableRows(sectionOf(DOC, 'Node fields'));
    expect(rows.map((r) => backticked(r.Field!)[0])).to.include.members([
      'tagName',
      'uid',
      'customKey',
      'syncedId',
      'aiGenerateContent',
    ]);
    for (const row of rows) {
      const type = row.Type!;
      for (const name of backticked(row.Field!)) {
        const onSection = /^On (sections|the page, sections)/.test(row.Meaning!);
        const tag = onSection ? 'section' : 'text';
        const place = (value: unknown) => pageAround(tag, { tagName: tag, [name]: value } as unknown as TemplateNode);
        const where = `${tag}.${name}`;
        let cases: Cases;
        const atMost = /^string, at most ([\d,]+) characters$/.exec(type);
        const stringOrNull = /^string(?: \(at most ([\d,]+) characters\))? or null$/.exec(type);
        const string = /^string(?: \(at most ([\d,]+) characters\))?$/.exec(type);
        const numberOrString = /^an integer or a string of (\d+) to ([\d,]+) characters$/.exec(type);
        if (type === 'string, required') {
          findings.refused(`${where}: missing`, pageAround('section', { children: [] } as unknown as TemplateNode));
          findings.refused(`${where}: an unknown kind`, pageAround('text', { tagName: 'marquee' }));
          cases = { accepted: [], refused: [1] };
        } else if (atMost)
          cases = {
            accepted: ['', 'x'.repeat(docNumber(atMost[1]!))],
            refused: ['x'.repeat(docNumber(atMost[1]!) + 1), 1],
          };
        else if (stringOrNull) {
          const max = stringOrNull[1] ? docNumber(stringOrNull[1]) : MAX_STRING;
          cases = {
            accepted: [null, 'k', 'x'.repeat(max)],
            refused: [1, ...(stringOrNull[1] ? ['x'.repeat(max + 1)] : [])],
          };
        } else if (string) {
          const max = string[1] ? docNumber(string[1]) : MAX_STRING;
          cases = { accepted: ['', 'x'.repeat(max)], refused: [1, ...(string[1] ? ['x'.repeat(max + 1)] : [])] };
        } else if (numberOrString) {
          const [min, max] = [docNumber(numberOrString[1]!), docNumber(numberOrString[2]!)];
          cases = {
            accepted: [101, -5, 'x'.repeat(min), 'x'.repeat(max)],
            refused: [1.5, true, {}, ...(min > 0 ? ['x'.repeat(min - 1)] : []), 'x'.repeat(max + 1)],
          };
        } else if (type === 'object') cases = { accepted: [{}], refused: [[], 'x', 1] };
        else if (type === 'node')
          cases = { accepted: [{ tagName: 'container' }], refused: ['x', { tagName: 'column' }] };
        else if (type === 'array of nodes') cases = { accepted: [[]], refused: ['x', {}] };
        else throw new Error(`No cases for the node field type "${type}"`);
        for (const value of cases.accepted) findings.accepted(`${where} = ${show(value)}`, place(value));
        for (const value of cases.refused) findings.refused(`${where} = ${show(value)}`, place(value));
      }
    }
    findings.check();
  });

  it('the page table: metadata, settings, fonts and children', () => {
    const findings = new Findings();
    const rows = new Map(tableRows(sectionOf(DOC, 'The page')).map((row) => [backticked(row.Key!)[0]!, row]));
    const explained = (key: string, field: string, explanation: string) => {
      // At the current version: a version 1 page is migrated first (its share image rule is older).
      const version = key === 'settings' ? {} : { settings: { version: CURRENT_VERSION } };
      const place = (value: unknown) => ({ tagName: 'page', ...version, [key]: { [field]: value }, children: [] });
      const where = `${key}.${field}`;
      const cases: { accepted: unknown[]; refused: unknown[] } = { accepted: [], refused: [] };
      let understood = false;
      const max = /at most ([\d,]+)/.exec(explanation);
      const absoluteUrl = /an absolute http\(s\) URL/.test(explanation);
      if (max && !absoluteUrl) {
        understood = true;
        cases.accepted.push('', 'x'.repeat(docNumber(max[1]!)));
        cases.refused.push('x'.repeat(docNumber(max[1]!) + 1), 1);
      }
      if (absoluteUrl) {
        understood = true;
        const longest = max ? docNumber(max[1]!) : MAX_URL;
        cases.accepted.push(
          'https://example.com/share.png',
          'http://example.com/s.png?a=1#b',
          'HTTPS://EXAMPLE.COM/S.PNG',
          url(longest),
        );
        cases.refused.push(
          '/share.png',
          'share.png',
          '//example.com/share.png',
          'https://',
          'https:///x',
          'https://exa mple.com/',
          'ftp://example.com/s.png',
          'javascript:alert(1)',
          'data:image/png;base64,iVBORw0KGgo=',
          'https://example.com/\n',
          url(longest + 1),
          1,
        );
        if (/`""` for none/.test(explanation)) cases.accepted.push('');
      }
      if (/^the \[format version\]/.test(explanation)) {
        understood = true;
        cases.accepted.push(...Array.from({ length: CURRENT_VERSION }, (_, i) => i + 1));
        cases.refused.push(CURRENT_VERSION + 1, String(CURRENT_VERSION));
      }
      const tag = /a language tag such as `([^`]+)` or `([^`]+)`/.exec(explanation);
      if (tag) {
        understood = true;
        cases.accepted.push(tag[1], tag[2]);
        cases.refused.push('en_US', 'not a tag', '');
      }
      const choices = /^((?:`[^`]+`(?:, | or ))+`[^`]+`)(?:;|$)/.exec(explanation);
      if (choices) {
        understood = true;
        cases.accepted.push(...backticked(choices[1]!));
        cases.refused.push('sideways', '');
      }
      if (/a CSS length/.test(explanation)) {
        understood = true;
        const length = valueCases('a CSS length such as 0, 16px, 1.5rem or 50%');
        cases.accepted.push(...length.accepted);
        cases.refused.push(...length.refused);
      }
      if (/^an object/.test(explanation)) {
        understood = true;
        cases.accepted.push({});
        cases.refused.push('x', 1, []);
      }
      if (/^boolean/.test(explanation)) {
        understood = true;
        cases.accepted.push(true, false);
        cases.refused.push('true', 1, null);
      }
      const fallback = /default `([^`]+)`/.exec(explanation);
      if (fallback) cases.accepted.push(fallback[1]);
      if (!understood) throw new Error(`No cases for ${where} (${explanation})`);
      for (const value of cases.accepted) findings.accepted(`${where} = ${show(value)}`, place(value));
      for (const value of cases.refused) findings.refused(`${where} = ${show(value)}`, place(value));
    };
    for (const key of ['metadata', 'settings']) {
      const fields = namedExplanations(rows.get(key)!.Meaning!);
      expect(fields.size, key).to.be.greaterThan(2);
      for (const [field, explanation] of fields) explained(key, field, explanation);
    }
    // fonts: font objects as the page table shows them, at most the documented number.
    const fontMeaning = rows.get('fonts')!.Meaning!;
    const fontFields = namedExplanations(fontMeaning);
    const fontsMax = firstNumber(limit('fonts (page `fonts`, `options.fonts`)'));
    const font = { label: 'Brand', style: "'Brand', sans-serif", url: 'https://cdn.example/brand.css' };
    const fonts = (list: unknown) => ({ tagName: 'page', fonts: list, children: [] });
    findings.accepted('fonts: one', fonts([font]));
    findings.accepted(`fonts: ${fontsMax}`, fonts(Array.from({ length: fontsMax }, () => font)));
    findings.refused(`fonts: ${fontsMax + 1}`, fonts(Array.from({ length: fontsMax + 1 }, () => font)));
    findings.accepted(
      `options.fonts: ${fontsMax}`,
      { tagName: 'page', children: [] },
      { fonts: Array.from({ length: fontsMax }, () => font) },
    );
    findings.refused(`options.fonts: ${fontsMax + 1}`, { tagName: 'page', children: [] }, 'template_invalid', {
      fonts: Array.from({ length: fontsMax + 1 }, () => font),
    });
    for (const field of itemShape(backticked(fontMeaning).find((b) => b.startsWith('{'))!).fields) {
      const { [field.name as 'label']: _left, ...without } = font;
      if (field.optional) findings.accepted(`fonts: without ${field.name}`, fonts([without]));
      else findings.refused(`fonts: without ${field.name}`, fonts([without]));
      const range = /([\d,]+) to ([\d,]+) characters/.exec(fontFields.get(field.name) ?? '');
      if (range) {
        const [min, max] = [docNumber(range[1]!), docNumber(range[2]!)];
        findings.accepted(
          `fonts: ${field.name} of ${max} characters`,
          fonts([{ ...font, [field.name]: 'x'.repeat(max) }]),
        );
        findings.refused(
          `fonts: ${field.name} of ${max + 1} characters`,
          fonts([{ ...font, [field.name]: 'x'.repeat(max + 1) }]),
        );
        if (min > 0)
          findings.refused(
            `fonts: ${field.name} of ${min - 1} characters`,
            fonts([{ ...font, [field.name]: 'x'.repeat(min - 1) }]),
          );
      } else if (field.name !== 'url')
        findings.problems.push(`fonts: the page table does not say how long \`${field.name}\` may be`);
    }
    findings.accepted('fonts: url of the URL limit', fonts([{ ...font, url: url(MAX_URL) }]));
    findings.refused('fonts: url past the URL limit', fonts([{ ...font, url: url(MAX_URL + 1) }]));
    // children: sections only (The tree), empty sections and columns are fine.
    const tree = {
      section: { tagName: 'section', children: [] },
      column: { tagName: 'column', children: [] },
      text: { tagName: 'text' },
    };
    findings.accepted('children: a section', { tagName: 'page', children: [tree.section] });
    findings.accepted('a section with no columns, a column with no blocks', {
      tagName: 'page',
      children: [tree.section, { tagName: 'section', children: [tree.column] }],
    });
    findings.refused('children: a column', { tagName: 'page', children: [tree.column] });
    findings.refused('a block in a section', {
      tagName: 'page',
      children: [{ tagName: 'section', children: [tree.text] }],
    });
    findings.refused(
      'a section in a column',
      pageAround('section', { tagName: 'section', children: [{ tagName: 'column', children: [tree.section] }] }),
    );
    findings.refused('a column in a column', pageAround('column', { tagName: 'column', children: [tree.column] }));
    findings.refused('tagName other than "page"', { tagName: 'Page', children: [] });
    findings.check();
  });

  it('the global style, as its rules are written', () => {
    const findings = new Findings();
    const text = sectionOf(DOC, 'The page');
    const example = JSON.parse(/^`(\{"body".*\})`\.?$/m.exec(text)![1]!) as Record<string, Record<string, string>>;
    const styled = (style: unknown) => ({ tagName: 'page', style, children: [] });
    /** Refused: by validation, or left out of the page with an `unsafe_css` warning. */
    const refusedStyle = (where: string, style: unknown) => {
      const got = verdict(styled(style));
      if (got === 'template_invalid') return;
      const warnings = renderPage(styled(style)).warnings.filter((w) => w.type === 'unsafe_css');
      if (warnings.length === 0) findings.problems.push(`${where}: documented as refused, but accepted`);
    };
    findings.accepted('the example style', styled(example));
    const selectorChars = /Selectors may use letters, digits, (.+?) and spaces/s.exec(text)![1]!;
    for (const char of backticked(selectorChars)) {
      const selector = char === '(' || char === ')' ? 'a:not(.b)' : `a${char}b`;
      findings.accepted(`selector ${selector}`, styled({ [selector]: { color: 'red' } }));
    }
    refusedStyle('a selector with unpaired parentheses', { 'a:not(.b': { color: 'red' } });
    for (const selector of ['a"b', "a'b", 'a[b]', 'a{b}', 'a;b', 'a<b', 'a/b', 'a\\b', '@media x'])
      refusedStyle(`selector ${selector}`, { [selector]: { color: 'red' } });
    for (const property of ['color', 'font-size', '--brand'])
      findings.accepted(`property ${property}`, styled({ body: { [property]: 'red' } }));
    for (const property of backticked(/Property names are .*?\. (.+?) are\s+refused/s.exec(text)![1]!))
      refusedStyle(`property ${property}`, { body: { [property]: 'red' } });
    findings.accepted('a number value', styled({ body: { 'line-height': 1.5 } }));
    const forbidden = /A value may not contain (.+?), and its quotes/s.exec(text)![1]!;
    for (const token of backticked(forbidden))
      refusedStyle(`value with ${token}`, { body: { color: `red ${token}x` } });
    refusedStyle('value with a control character', { body: { color: 'red\u0001' } });
    refusedStyle('value with a comment', { body: { color: 'red /* x */' } });
    for (const unpaired of ["'a", '"a', 'a(', 'a[', 'a)'])
      refusedStyle(`value ${unpaired}`, { body: { 'font-family': unpaired } });
    const [selectors, properties, valueLength] = [0, 1, 2].map((i) => firstNumber(limit('global `style`'), i)) as [
      number,
      number,
      number,
    ];
    const many = (n: number, make: (i: number) => [string, unknown]) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => make(i)));
    findings.accepted(`${selectors} selectors`, styled(many(selectors, (i) => [`.s${i}`, { color: 'red' }])));
    // The style map is an object too: past maxKeysPerObject its limit is that one (the row says so).
    const selectorCode = /more selectors than `maxKeysPerObject`: `template_limit`/.test(
      LIMIT_ROWS.get('global `style`')!['What happens past it']!,
    )
      ? 'template_limit'
      : 'template_invalid';
    findings.refused(
      `${selectors + 1} selectors`,
      styled(many(selectors + 1, (i) => [`.s${i}`, { color: 'red' }])),
      selectorCode,
    );
    findings.accepted(`${properties} properties`, styled({ body: many(properties, (i) => [`--p${i}`, 'red']) }));
    findings.refused(`${properties + 1} properties`, styled({ body: many(properties + 1, (i) => [`--p${i}`, 'red']) }));
    findings.accepted(`a value of ${valueLength} characters`, styled({ body: { '--v': 'x'.repeat(valueLength) } }));
    findings.refused(
      `a value of ${valueLength + 1} characters`,
      styled({ body: { '--v': 'x'.repeat(valueLength + 1) } }),
    );
    findings.check();
  });

  it('the limits table', () => {
    const findings = new Findings();
    const emptyPage = { tagName: 'page', children: [] };
    // maxDefinitionLength: JSON text of exactly that many characters (whitespace counts), then one more.
    const maxLength = firstNumber(limit('`maxDefinitionLength`'));
    const json = JSON.stringify(emptyPage);
    findings.accepted('definition text at maxDefinitionLength', `${json}${' '.repeat(maxLength - json.length)}`);
    findings.refused(
      'definition text past maxDefinitionLength',
      `${json}${' '.repeat(maxLength - json.length + 1)}`,
      'template_limit',
    );
    // maxDepth: nesting of objects and arrays, the page object being the first level.
    const maxDepth = firstNumber(limit('`maxDepth`'));
    const nested = (levels: number) => {
      let value: unknown = [];
      for (let i = 1; i < levels - 1; i++) value = [value];
      return { ...emptyPage, extra: value };
    };
    findings.accepted(`${maxDepth} levels`, nested(maxDepth));
    findings.refused(`${maxDepth + 1} levels`, nested(maxDepth + 1), 'template_limit');
    const maxNodes = firstNumber(limit('`maxNodes`'));
    const blocks = (count: number) =>
      pageAround('section', {
        tagName: 'section',
        children: [{ tagName: 'column', children: Array.from({ length: count }, () => ({ tagName: 'spacer' })) }],
      });
    findings.accepted(`${maxNodes} nodes`, blocks(maxNodes - 3));
    findings.refused(`${maxNodes + 1} nodes`, blocks(maxNodes - 2), 'template_limit');
    const maxKeys = firstNumber(limit('`maxKeysPerObject`'));
    const keys = (n: number) =>
      pageAround('text', {
        tagName: 'text',
        attributes: Object.fromEntries(Array.from({ length: n }, (_, i) => [`unknown-${i}`, 'x'])),
      });
    findings.accepted(`${maxKeys} keys`, keys(maxKeys));
    findings.refused(`${maxKeys + 1} keys`, keys(maxKeys + 1), 'template_limit');
    const maxArray = firstNumber(limit('`maxArrayLength`'));
    findings.accepted(`${maxArray} items`, { ...emptyPage, extra: Array.from({ length: maxArray }, () => 0) });
    findings.refused(
      `${maxArray + 1} items`,
      { ...emptyPage, extra: Array.from({ length: maxArray + 1 }, () => 0) },
      'template_limit',
    );
    findings.accepted(
      `a string of ${MAX_STRING}`,
      pageAround('html', { tagName: 'html', content: 'x'.repeat(MAX_STRING) }),
    );
    findings.refused(
      `a string of ${MAX_STRING + 1}`,
      pageAround('html', { tagName: 'html', content: 'x'.repeat(MAX_STRING + 1) }),
      'template_limit',
    );
    const maxSynced = firstNumber(limit('`maxSyncedSections`'));
    const synced = (n: number) => ({
      syncedSections: Array.from({ length: n }, (_, i) => ({
        id: i,
        definition: '{"tagName":"section","children":[]}',
      })),
    });
    findings.accepted(`${maxSynced} synced sections`, emptyPage, synced(maxSynced));
    findings.refused(`${maxSynced + 1} synced sections`, emptyPage, 'template_invalid', synced(maxSynced + 1));
    const uid = firstNumber(limit('uid'));
    findings.accepted(`uid of ${uid}`, pageAround('text', { tagName: 'text', uid: 'u'.repeat(uid) }));
    findings.refused(`uid of ${uid + 1}`, pageAround('text', { tagName: 'text', uid: 'u'.repeat(uid + 1) }));
    // The list limits here are the ones the attribute tables state.
    const tables = generated('kinds');
    expect(tables).to.include(`(at most ${firstNumber(limit('social links'))})`);
    expect(tables).to.include(`A list (at most ${firstNumber(limit('form fields'))})`);
    expect(tables).to.include(`for select, at most ${firstNumber(limit('form fields'), 1)}`);
    // Issues and warnings reported.
    const maxIssues = firstNumber(limit('issues reported'));
    const badColors = pageAround('section', {
      tagName: 'section',
      children: [
        {
          tagName: 'column',
          children: Array.from({ length: maxIssues + 10 }, () => ({
            tagName: 'text',
            attributes: { color: 'not a color!' },
          })),
        },
      ],
    });
    const issues = (() => {
      try {
        checkTemplate(badColors);
        return [];
      } catch (error) {
        return (error as { issues: unknown[] }).issues;
      }
    })();
    expect(issues).to.have.length(maxIssues);
    const maxWarnings = firstNumber(limit('warnings reported'));
    const noisy = pageAround('section', {
      tagName: 'section',
      children: [
        {
          tagName: 'column',
          children: Array.from({ length: maxWarnings + 10 }, (_, i) => ({
            tagName: 'text',
            uid: `t${i}`,
            attributes: { 'no-such-attribute': 1 },
          })),
        },
      ],
    });
    const warnings = renderPage(noisy).warnings;
    expect(warnings.slice(0, -1).every((w) => w.type !== 'warnings_truncated')).to.equal(true);
    expect(warnings.filter((w) => w.type !== 'warnings_truncated')).to.have.length(maxWarnings);
    expect(warnings.at(-1)?.type).to.equal('warnings_truncated');
    findings.check();
  });

  it('the URLs table: each purpose allows its schemes and refuses the others (unsafe_url)', () => {
    const findings = new Findings();
    const rows = tableRows(sectionOf(DOC, 'URLs'));
    const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';
    /** Where a URL goes, by the words of the table's "Where" column. */
    const PLACES: Record<string, (u: string) => { page: PageDefinition; options?: RenderOptions }> = {
      'button `href`': (u) => ({
        page: pageAround('button', { tagName: 'button', content: 'Go', attributes: { href: u } }),
      }),
      'image and gif `href`': (u) => ({
        page: pageAround('image', {
          tagName: 'image',
          attributes: { src: 'https://example.com/i.png', alt: '', href: u },
        }),
      }),
      'social links': (u) => ({
        page: pageAround('social', { tagName: 'social', attributes: { links: [{ network: 'github', href: u }] } }),
      }),
      'links in text': (u) => ({
        page: pageAround('text', {
          tagName: 'text',
          content: `<p><a href="${u.replace(/"/g, '&quot;')}">link</a></p>`,
        }),
      }),
      'image and gif `src`': (u) => ({ page: pageAround('gif', { tagName: 'gif', attributes: { src: u, alt: '' } }) }),
      'video `thumbnail`': (u) => ({
        page: pageAround('video', { tagName: 'video', attributes: { url: VIDEO, thumbnail: u } }),
      }),
      'section and column `background-image`': (u) => ({
        page: pageAround('column', { tagName: 'column', attributes: { 'background-image': u } }),
      }),
      'form `action`': (u) => ({ page: pageAround('form', { tagName: 'form', attributes: { action: u } }) }),
      'video `url`': (u) => ({ page: pageAround('video', { tagName: 'video', attributes: { url: u } }) }),
      '`metadata.favicon`': (u) => ({ page: { tagName: 'page', metadata: { favicon: u }, children: [] } }),
      '`metadata.canonical`': (u) => ({ page: { tagName: 'page', metadata: { canonical: u }, children: [] } }),
      'font `url`': (u) => ({
        page: pageAround('text', {
          tagName: 'text',
          content: '<p>x</p>',
          attributes: { 'font-family': "'Brand', sans-serif" },
        }),
        options: { fonts: [{ label: 'Brand', style: "'Brand', sans-serif", url: u }] },
      }),
    };
    const SAMPLES: Record<string, string[]> = {
      http: ['http://example.com/a'],
      https: ['https://example.com/a', 'HTTPS://example.com/A'],
      mailto: ['mailto:a@example.com'],
      tel: ['tel:+15550100'],
      sms: ['sms:+15550100'],
    };
    const allSchemes = new Set(rows.flatMap((row) => backticked(row.Allowed!).filter((b) => /^[a-z]+$/.test(b))));
    const NEVER = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'javascript&colon;alert(1)',
      ' javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<b>x</b>',
    ];
    for (const row of rows) {
      const allowed = row.Allowed!;
      const schemes = backticked(allowed).filter((b) => /^[a-z]+$/.test(b));
      const accepted = schemes.flatMap((scheme) => SAMPLES[scheme] ?? []);
      const refused = [
        ...NEVER,
        ...[...allSchemes].filter((s) => !schemes.includes(s)).flatMap((s) => SAMPLES[s] ?? []),
      ];
      if (/relative \(([^)]*)\)/.test(allowed) || /\brelative\b/.test(allowed)) {
        const examples = backticked(/relative \(([^)]*)\)/.exec(allowed)?.[1] ?? '');
        accepted.push(...(examples.length > 0 ? examples : ['/page', '#anchor', '?q=1', '//host/path']));
      } else refused.push('/page', '//host/path');
      const dataImage = /`data:image\/\.\.\.` \(([^)]*)\)/.exec(allowed);
      const dataTypes = dataImage ? dataImage[1]!.split(',').map((t) => t.trim()) : [];
      for (const type of dataTypes) accepted.push(`data:image/${type};base64,AAAA`);
      if (!dataImage) refused.push('data:image/png;base64,AAAA');
      for (const where of row.Where!.split(', ').map((w) => w.trim())) {
        const place = PLACES[where];
        if (!place) throw new Error(`No place for "${where}" in the URLs table: teach documented-constraints.test.ts.`);
        const warned = (u: string) => {
          const { page, options } = place(u);
          const result = renderPage(page, options);
          return result.warnings.some((w) => w.type === 'unsafe_url');
        };
        for (const u of accepted)
          if (warned(u)) findings.problems.push(`${where}: ${show(u)} documented as allowed, but refused (unsafe_url)`);
        for (const u of refused)
          if (!warned(u)) findings.problems.push(`${where}: ${show(u)} documented as refused, but allowed`);
      }
    }
    findings.check();
  });
});
