import { expect } from 'chai';
import { deepFreeze } from '../renderer/testing/inspect.ts';
import { checkEmailLimits, EMAIL_LIMITS } from './limits.ts';
import { validateEmailTemplate } from './schema.ts';
import { column, email, image, section, text } from './testing/builders.ts';
import { newsletter } from './testing/examples.ts';

const issuesOf = (value: unknown) => {
  const result = validateEmailTemplate(value);
  return result.ok
    ? []
    : result.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code, message: issue.message }));
};

describe('email template schema', () => {
  it('accepts the examples and returns a new object, the input untouched', () => {
    const input = deepFreeze(structuredClone(newsletter));
    const result = validateEmailTemplate(input);
    expect(result.ok).to.equal(true);
    if (result.ok) expect(result.value).not.to.equal(input);
  });

  it('names the path of an unknown or misplaced tagName', () => {
    expect(issuesOf(email(section(column({ tagName: 'mj-feed-block' } as never))))).to.deep.equal([
      {
        path: 'children.0.children.0.children.0.children.0.tagName',
        code: 'invalid_union',
        message:
          'tagName "mj-feed-block" is not allowed in mj-column (allowed: mj-text, mj-image, mj-button, mj-divider, mj-spacer, mj-social, mj-navbar, mj-table, mj-accordion, mj-raw)',
      },
    ]);
    expect(issuesOf({ children: [{ tagName: 'mj-body', children: [text('x')] }] })[0]).to.include({
      path: 'children.0.children.0.tagName',
    });
    expect(issuesOf(email(section(column(image({}, { children: [text('x')] } as never)))))[0]).to.include({
      path: 'children.0.children.0.children.0.children.0.children',
      message: 'mj-image takes no children',
    });
  });

  it('requires exactly one mj-body', () => {
    expect(issuesOf({ children: [] })[0]).to.include({
      path: 'children',
      message: 'the template holds exactly one mj-body',
    });
    expect(issuesOf({ children: [{ tagName: 'mj-section' }] })[0]).to.include({ path: 'children.0.tagName' });
  });

  it('attribute values are strings, numbers, booleans or null', () => {
    expect(issuesOf(email(section({ attributes: { padding: { x: 1 } as never } }, column())))[0]).to.include({
      path: 'children.0.children.0.attributes.padding',
    });
    expect(
      issuesOf(email(section({ attributes: { padding: null, 'full-width': false, gap: 4 } }, column()))),
    ).to.deep.equal([]);
  });

  it('refuses global style that could end the stylesheet', () => {
    expect(issuesOf({ ...email(section(column())), style: { h1: { color: 'red}</style>' } } })[0]).to.include({
      path: 'style.h1.color',
    });
    expect(issuesOf({ ...email(section(column())), style: { 'h1{}': { color: 'red' } } })[0]!.path).to.equal(
      'style.h1{}',
    );
  });

  it('checks langs keys and keeps translations by uid', () => {
    expect(issuesOf({ ...email(section(column())), langs: [{ key: 'en"><x' }] })[0]).to.include({
      path: 'langs.0.key',
    });
    const ok = validateEmailTemplate({
      ...email(section(column())),
      langs: [{ key: 'pt-BR', primary: true, translations: { a: { content: 'x', other: 1 } } }],
    });
    expect(ok.ok && ok.value.langs).to.deep.equal([
      { key: 'pt-BR', primary: true, translations: { a: { content: 'x' } } },
    ]);
  });

  it('drops editor keys of nodes, keeps displayCondition for variants, strips placeholder delimiters from every string', () => {
    const result = validateEmailTemplate(
      email(
        section(
          { layout: 1, backgroundColor: '' } as never,
          column(
            text('a\uE000T0\uE001b', {
              uid: 'u',
              displayCondition: { x: 1 },
              attributes: { title: '\uE001' },
            } as never),
          ),
        ),
      ),
    );
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    const section0 = result.value.children[0]!.children![0]!;
    expect(section0).not.to.have.property('layout');
    expect(section0.children![0]!.children![0]).to.deep.equal({
      tagName: 'mj-text',
      uid: 'u',
      content: 'aT0b',
      attributes: { title: '' },
      displayCondition: { x: 1 },
    });
  });
});

describe('email limits', () => {
  it('refuses nesting past maxDepth with the path, without recursion', () => {
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = { children: [deep] };
    const { issue } = checkEmailLimits(deep);
    expect(issue).to.include({ code: 'template_limit', limit: 'maxDepth' });
    expect(issue!.path.length).to.be.lessThan(EMAIL_LIMITS.maxDepth + 2);
  });

  it('refuses more nodes than maxNodes, longer strings than maxStringLength, and wide objects', () => {
    const half = () => Array.from({ length: EMAIL_LIMITS.maxNodes / 2 + 1 }, () => ({ tagName: 'mj-spacer' }));
    const many = { a: half(), b: half() };
    expect(checkEmailLimits(many).issue).to.include({ limit: 'maxNodes' });
    expect(checkEmailLimits({ a: [{ b: 'x'.repeat(EMAIL_LIMITS.maxStringLength + 1) }] }).issue).to.deep.include({
      limit: 'maxStringLength',
      path: ['a', 0, 'b'],
    });
    const wide = Object.fromEntries(Array.from({ length: EMAIL_LIMITS.maxKeysPerObject + 1 }, (_, i) => [`k${i}`, 1]));
    expect(checkEmailLimits({ attributes: wide }).issue).to.deep.include({
      limit: 'maxKeysPerObject',
      path: ['attributes'],
    });
  });

  it('counts nodes of a template within the limits', () => {
    expect(checkEmailLimits(newsletter)).to.deep.equal({ nodes: 48 });
  });

  it('validation reports a crossed limit instead of running the schema', () => {
    let deep: unknown = { tagName: 'mj-column' };
    for (let i = 0; i < 1_000; i++) deep = { tagName: 'mj-section', children: [deep] };
    const result = validateEmailTemplate({ children: [{ tagName: 'mj-body', children: [deep] }] });
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.issues[0]).to.include({ code: 'template_limit' });
  });
});
