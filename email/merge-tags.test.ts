import { expect } from 'chai';
import fc from 'fast-check';
import { PlaceholderTable } from './placeholders.ts';
import {
  flattenMergeTags,
  forEachMergeTag,
  isMergeTagGroup,
  MERGE_TAG_LIMITS,
  MERGE_TAG_NAME,
  mergeTagsSchema,
  mergeTagValue,
  type MergeTagEntry,
} from './merge-tags.ts';

const item = (name: string, extra: Record<string, unknown> = {}) => ({ name, ...extra });
const group = (label: string, ...items: unknown[]) => ({ label, items });

/** The issues of parsing `input`, as "path: message" lines. */
function issuesOf(input: unknown): string[] {
  const result = mergeTagsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

function parse(input: unknown): MergeTagEntry[] {
  return mergeTagsSchema.parse(input) as MergeTagEntry[];
}

describe('merge tags: the mergeTags list', () => {
  it('accepts items and groups nested as deep as the limit, and flattens them by name', () => {
    let nested: unknown = item('deepest', { value: 'D' });
    for (let depth = 0; depth < MERGE_TAG_LIMITS.maxDepth; depth++) nested = group(`level ${depth}`, nested);
    const entries = parse([
      item('first_name', { value: 'Ada', label: 'First name' }),
      group('Account', item('plan', { sample: 'pro' })),
      nested,
    ]);
    const map = flattenMergeTags(entries);
    expect([...map.keys()]).to.deep.equal(['first_name', 'plan', 'deepest']);
    expect(map.get('first_name')).to.deep.equal({ name: 'first_name', value: 'Ada', label: 'First name' });
    expect(mergeTagValue(map.get('plan'))).to.equal('pro');
    expect(mergeTagValue(map.get('deepest'))).to.equal('D');
  });

  it('refuses groups nested one deeper than the limit, at the offending entry', () => {
    let nested: unknown = item('too_deep');
    for (let depth = 0; depth <= MERGE_TAG_LIMITS.maxDepth; depth++) nested = group('g', nested);
    const issues = issuesOf([nested]);
    expect(issues).to.have.length(1);
    expect(issues[0]).to.match(
      new RegExp(
        `^0(\\.items\\.0){${MERGE_TAG_LIMITS.maxDepth}}\\.items: groups nest at most ${MERGE_TAG_LIMITS.maxDepth} deep`,
      ),
    );
  });

  it('refuses a name used twice, even in different groups, naming the second and where the first is', () => {
    const issues = issuesOf([item('plan'), group('Account', item('email'), item('plan'))]);
    expect(issues).to.deep.equal(['1.items.1.name: duplicate merge tag name "plan" (first defined at [0])']);
  });

  it('tells an item from a group, and says what each lacks', () => {
    expect(issuesOf([{ value: 'x' }])).to.deep.equal(['0.name: an item needs a name (or items, for a group)']);
    expect(issuesOf([{ items: [] }])).to.deep.equal(['0.label: a group needs a label']);
    expect(issuesOf([{ label: 'g', items: [], name: 'x', value: 'v' }])).to.have.members([
      '0.name: a group (an entry with items) has no name',
      '0.value: a group (an entry with items) has no value',
    ]);
  });

  it('refuses names that are not identifiers, or longer than the limit', () => {
    for (const bad of ['', '1abc', 'first name', 'a{{b', 'é', '<x>', 'a"b'])
      expect(issuesOf([item(bad)]), bad).to.have.length.greaterThan(0);
    expect(issuesOf([item('a'.repeat(MERGE_TAG_LIMITS.maxNameLength))])).to.deep.equal([]);
    expect(issuesOf([item('a'.repeat(MERGE_TAG_LIMITS.maxNameLength + 1))])).to.have.length(1);
  });

  it('enforces the value, label and fallback lengths', () => {
    expect(issuesOf([item('a', { value: 'x'.repeat(MERGE_TAG_LIMITS.maxValueLength) })])).to.deep.equal([]);
    expect(issuesOf([item('a', { value: 'x'.repeat(MERGE_TAG_LIMITS.maxValueLength + 1) })])[0]).to.match(/^0\.value/);
    expect(issuesOf([item('a', { sample: 'x'.repeat(MERGE_TAG_LIMITS.maxValueLength + 1) })])[0]).to.match(
      /^0\.sample/,
    );
    expect(issuesOf([item('a', { label: 'x'.repeat(MERGE_TAG_LIMITS.maxLabelLength + 1) })])[0]).to.match(/^0\.label/);
    expect(issuesOf([item('a', { fallback: 'x'.repeat(MERGE_TAG_LIMITS.maxFallbackLength + 1) })])[0]).to.match(
      /^0\.fallback/,
    );
  });

  it('counts entries across every group against the total', () => {
    const half = Math.ceil(MERGE_TAG_LIMITS.maxEntries / 2);
    const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => item(`${prefix}${i}`));
    expect(
      issuesOf([
        group('a', ...names('a', half - 1)),
        group('b', ...names('b', MERGE_TAG_LIMITS.maxEntries - half - 1)),
      ]),
    ).to.deep.equal([]);
    const over = issuesOf([group('a', ...names('a', half)), group('b', ...names('b', half))]);
    expect(over).to.have.length(1);
    expect(over[0]).to.match(/at most 1000 entries/);
  });

  it('keeps numbers as their text, and takes null as absent', () => {
    const [entry] = parse([item('points', { value: 120, sample: null, label: null })]);
    expect(entry).to.deep.equal({ name: 'points', value: '120' });
  });

  it('takes value, then sample, then the empty string', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        (value, sample) => {
          const tag = {
            name: 'x',
            ...(value !== undefined ? { value } : {}),
            ...(sample !== undefined ? { sample } : {}),
          };
          expect(mergeTagValue(tag)).to.equal(value ?? sample ?? '');
        },
      ),
    );
    expect(mergeTagValue(undefined)).to.equal('');
  });

  it('visits every item once, with the path that reaches it', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(3), fc.boolean()), { maxLength: 20 }), (shape) => {
        // Build a list from the shape: each entry is an item, or a group holding one item, nested n deep.
        const entries = shape.map(([depth, isGroup], i) => {
          let entry: unknown = item(`n${i}`);
          if (isGroup) for (let d = 0; d <= depth; d++) entry = group('g', entry);
          return entry;
        });
        const parsed = parse(entries);
        const seen: string[] = [];
        forEachMergeTag(parsed, (tag, path) => {
          let at: unknown = parsed;
          for (const key of path) at = (at as Record<string | number, unknown>)[key];
          expect(at).to.equal(tag);
          seen.push(tag.name);
        });
        expect(seen).to.deep.equal(shape.map((_, i) => `n${i}`));
        expect(parsed.every((e) => isMergeTagGroup(e) === 'items' in e)).to.equal(true);
      }),
    );
  });

  it("every name the list accepts is one a template's {{tag}} is read as; longer ones are read but never listed", () => {
    const long = fc
      .tuple(fc.stringMatching(/^[A-Za-z_]$/), fc.integer({ min: 40, max: 110 }))
      .map(([first, length]) => first + 'a.b-c_1'.repeat(16).slice(0, length));
    const names = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,30}$/),
      fc.stringMatching(/^[A-Za-z0-9_. {}-]{1,30}$/),
      long,
    );
    let listed = 0;
    fc.assert(
      fc.property(names, (name) => {
        const written = `{{${name}}}`;
        const read = /^\uE000T0\uE001$/.test(new PlaceholderTable().inText(written)); // the whole of it, one tag
        const listable = issuesOf([item(name)]).length === 0;
        if (listable) listed++;
        // docs/email-merge-tags.md: white space inside the braces is allowed; names past 64
        // characters are read as tags and count as unknown.
        expect(listable, name).to.equal(read && name === name.trim() && name.length <= MERGE_TAG_LIMITS.maxNameLength);
        expect(listable, name).to.equal(MERGE_TAG_NAME.test(name) && name.length <= MERGE_TAG_LIMITS.maxNameLength);
      }),
      { numRuns: 2_000 },
    );
    expect(listed).to.be.greaterThan(300);
  });
});
