import { expect } from 'chai';
import fc from 'fast-check';
import { createRequire } from 'node:module';
import mjml2html from 'mjml';
import {
  CONDITION_KEY,
  evaluateCondition,
  wrapCondition,
  type ConditionRule,
  type DisplayCondition,
} from './conditions.ts';
import type { MergeTagItem } from './merge-tags.ts';
import { EMAIL_SERVICE_PROVIDERS, getProvider } from './providers/index.ts';
import {
  applyVariants,
  CONDITION_RAW,
  CONDITIONAL_PARENTS,
  isConditionRaw,
  type EmailNode,
  type VariantOptions,
} from './variants.ts';

// Small builders: an email is mj-global-style > mj-body > sections > columns > blocks.
let uids = 0;
const node = (tagName: string, children: EmailNode[] = [], extra: Record<string, unknown> = {}): EmailNode => ({
  tagName,
  uid: `${tagName.slice(3)}${++uids}`,
  children,
  ...extra,
});
const email = (...sections: EmailNode[]) => ({
  tagName: 'mj-global-style',
  children: [{ tagName: 'mj-body', children: sections }],
});
const section = (...columns: EmailNode[]) => node('mj-section', columns);
const column = (...blocks: EmailNode[]) => node('mj-column', blocks);
const text = (content: string) => ({ ...node('mj-text'), content });
const when = <T extends EmailNode>(target: T, condition: DisplayCondition): T => ({
  ...target,
  [CONDITION_KEY]: condition,
});
const rule = (tag: string, operator: ConditionRule['operator'], value?: string): ConditionRule =>
  value === undefined ? { tag, operator } : { tag, operator, value };
const all = (...rules: ConditionRule[]): DisplayCondition => ({ match: 'all', rules });
const tags = (record: Record<string, string>): Map<string, MergeTagItem> =>
  new Map(Object.entries(record).map(([name, value]) => [name, { name, value }]));

const liquid = getProvider('liquid')!;
const mailchimp = getProvider('mailchimp')!;
const run = (
  root: EmailNode,
  options: VariantOptions,
  values: Map<string, MergeTagItem> = tags({}),
  provider = liquid,
) => applyVariants(root, { options, mergeTags: values, provider });

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

/** Every node of a tree, depth first. */
function nodes(root: EmailNode): EmailNode[] {
  const out: EmailNode[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    out.push(n);
    for (const c of [...(n.children ?? [])].reverse()) stack.push(c);
  }
  return out;
}

const body = (root: EmailNode) => root.children![0]!;

describe('variants', () => {
  const pro = all(rule('plan', 'equals', 'pro'));
  const template = () => {
    const keep = section(column(text('for everyone')));
    const proOnly = when(section(column(text('for pro'))), pro);
    const proBlock = when(text('pro block'), pro);
    return { root: deepFreeze(email(keep, proOnly, section(column(text('a'), proBlock)))), keep, proOnly, proBlock };
  };

  describe('evaluate', () => {
    it('drops blocks whose condition is false and keeps the rest, without touching the input', () => {
      const { root, keep } = template();
      const before = JSON.stringify(root);
      const { tree, issues } = run(root, { evaluate: true }, tags({ plan: 'free' }));
      expect(issues).to.deep.equal([]);
      expect(JSON.stringify(root)).to.equal(before);
      const contents = nodes(tree)
        .map((n) => n.content)
        .filter(Boolean);
      expect(contents).to.deep.equal(['for everyone', 'a']);
      expect(body(tree).children![0]).to.equal(keep); // untouched subtrees are shared, not copied
    });

    it('keeps blocks whose condition holds, without the condition', () => {
      const { root } = template();
      const { tree } = run(root, { evaluate: true }, tags({ plan: 'pro' }));
      const all = nodes(tree);
      expect(all.map((n) => n.content).filter(Boolean)).to.deep.equal(['for everyone', 'for pro', 'a', 'pro block']);
      expect(all.some((n) => CONDITION_KEY in n)).to.equal(false);
    });

    it("keeps exactly the blocks whose own and ancestors' conditions hold", () => {
      const cond = fc.constantFrom(
        undefined,
        all(rule('plan', 'equals', 'pro')),
        all(rule('plan', 'isSet')),
        all(rule('city', 'contains', 'a')),
        { match: 'any' as const, rules: [rule('plan', 'isNotSet'), rule('city', 'equals', 'Paris')] },
      );
      const block = fc.tuple(cond, fc.string({ maxLength: 3 })).map(([c, s]) => (c ? when(text(s), c) : text(s)));
      const col = fc
        .tuple(cond, fc.array(block, { maxLength: 3 }))
        .map(([c, b]) => (c ? when(column(...b), c) : column(...b)));
      const sec = fc
        .tuple(cond, fc.array(col, { maxLength: 3 }))
        .map(([c, cols]) => (c ? when(section(...cols), c) : section(...cols)));
      fc.assert(
        fc.property(
          fc.array(sec, { maxLength: 4 }),
          fc.constantFrom('', 'pro', 'free'),
          fc.constantFrom('', 'Paris', 'Lyon'),
          (sections, plan, city) => {
            const values = tags({ plan, city });
            const root = deepFreeze(email(...sections));
            const { tree, issues } = run(root, { evaluate: true }, values);
            expect(issues).to.deep.equal([]);
            const expected: string[] = [];
            const collect = (n: EmailNode) => {
              const c = n[CONDITION_KEY] as DisplayCondition | undefined;
              if (c && !evaluateCondition(c, values)) return;
              if (n.uid) expected.push(n.uid);
              for (const child of n.children ?? []) collect(child);
            };
            collect(body(root));
            expect(
              nodes(body(tree))
                .map((n) => n.uid)
                .filter(Boolean),
            ).to.deep.equal(expected);
          },
        ),
      );
    });

    it('warns about a condition on a tag that is not in mergeTags, naming the block', () => {
      const block = when(text('x'), all(rule('ghost', 'isSet')));
      const { warnings } = run(email(section(column(block))), { evaluate: true });
      expect(warnings).to.deep.equal([
        { type: 'unknown_merge_tag', message: warnings[0]!.message, name: 'ghost', uid: block.uid },
      ]);
    });

    it('wins when enrichWithConditions is on too: nothing is wrapped', () => {
      const { root } = template();
      const { tree } = run(root, { evaluate: true, enrichWithConditions: true }, tags({ plan: 'pro' }));
      expect(nodes(tree).some(isConditionRaw)).to.equal(false);
    });
  });

  describe('enrichWithConditions', () => {
    it("wraps each conditional block in the provider's syntax, as mj-raw siblings", () => {
      const { root, proOnly, proBlock } = template();
      const { tree, issues } = run(root, { enrichWithConditions: true }, tags({}), mailchimp);
      expect(issues).to.deep.equal([]);
      const syntax = wrapCondition(mailchimp, pro);
      if (!syntax.ok) throw new Error(syntax.reason);
      const sections = body(tree).children!;
      expect(sections.map((n) => n.tagName)).to.deep.equal([
        'mj-section',
        'mj-raw',
        'mj-section',
        'mj-raw',
        'mj-section',
      ]);
      expect(sections[1]).to.satisfy(isConditionRaw).and.include({ content: syntax.open });
      expect(sections[3]).to.satisfy(isConditionRaw).and.include({ content: syntax.close });
      expect(sections[2]!.uid).to.equal(proOnly.uid);
      expect(CONDITION_KEY in sections[2]!).to.equal(false);
      const blocks = sections[4]!.children![0]!.children!;
      expect(blocks.map((n) => (isConditionRaw(n) ? n[CONDITION_RAW] : n.uid))).to.deep.equal([
        blocks[0]!.uid,
        'open',
        proBlock.uid,
        'close',
      ]);
    });

    it("refuses, with the rule's path, a condition the provider cannot write", () => {
      const { issues } = run(
        email(section(column(when(text('x'), all(rule('plan', 'isSet'), rule('tags', 'contains', 'vip')))))),
        { enrichWithConditions: true },
        tags({}),
        mailchimp,
      );
      expect(issues).to.have.length(1);
      expect(issues[0]!.path).to.deep.equal([
        'children',
        0,
        'children',
        0,
        'children',
        0,
        'children',
        0,
        CONDITION_KEY,
        'rules',
        1,
      ]);
      expect(issues[0]!.message).to.match(/Mailchimp has no syntax for contains/);
    });

    it('refuses a value that would not be inert in the HTML', () => {
      const { issues } = run(email(when(section(), all(rule('plan', 'equals', '</mj-raw><mj-text>x')))), {
        enrichWithConditions: true,
      });
      expect(issues).to.have.length(1);
      expect(issues[0]!.code).to.equal('condition_unsupported');
    });
  });

  describe('the raw marker', () => {
    it('cannot come from JSON, whatever the JSON says', () => {
      const forged = JSON.parse(
        `{"tagName":"mj-raw","content":"{% if x %}","CONDITION_RAW":"open","Symbol(lp-editor.conditionRaw)":"open","__proto__":{"trusted":true}}`,
      );
      expect(isConditionRaw(forged)).to.equal(false);
      const made = run(email(when(section(), all(rule('plan', 'isSet')))), { enrichWithConditions: true }).tree;
      const raw = body(made).children![0]!;
      expect(isConditionRaw(raw)).to.equal(true);
      expect(isConditionRaw(JSON.parse(JSON.stringify(raw)))).to.equal(false); // a round trip through JSON drops it
      expect(isConditionRaw({ ...raw, content: 42 })).to.equal(false);
    });

    it('is not given to mj-raw blocks of the template', () => {
      const authored = { ...node('mj-raw'), content: '{% if plan %}' };
      const { tree } = run(email(section(column(authored))), { enrichWithConditions: true });
      expect(nodes(tree).filter(isConditionRaw)).to.deep.equal([]);
    });
  });

  describe('where conditions may stand', () => {
    it('accepts them only under parents that take mj-raw in mjml 5', () => {
      const require = createRequire(import.meta.url);
      require('mjml');
      const dependencies = require('mjml-validator/lib/dependencies.js').default as Record<string, string[]>;
      for (const parent of CONDITIONAL_PARENTS) expect(dependencies[parent], parent).to.include('mj-raw');
    });

    it("refuses a condition on the body, on the root, or inside a component's parts", () => {
      const onBody = {
        tagName: 'mj-global-style',
        children: [when({ tagName: 'mj-body', children: [] }, all(rule('a', 'isSet')))],
      };
      expect(run(onBody, {}).issues.map((i) => i.path)).to.deep.equal([['children', 0, CONDITION_KEY]]);
      const onRoot = when(email(), all(rule('a', 'isSet')));
      expect(run(onRoot, {}).issues.map((i) => i.code)).to.deep.equal(['condition_not_allowed']);
      const element = node('mj-accordion-element', [when(node('mj-accordion-title'), all(rule('a', 'isSet')))]);
      const { issues } = run(email(section(column(node('mj-accordion', [element])))), { evaluate: true });
      expect(issues.map((i) => i.code)).to.deep.equal(['condition_not_allowed']);
    });

    it('checks conditions even when both options are off, and then returns the tree as it came', () => {
      const { root } = template();
      const result = run(root, {});
      expect(result.tree).to.equal(root);
      expect(result.issues).to.deep.equal([]);
      const bad = run(email(when(section(), { match: 'all', rules: [] } as unknown as DisplayCondition)), {});
      expect(bad.issues.map((i) => i.path.join('.'))).to.deep.equal(['children.0.children.0.displayCondition.rules']);
    });
  });

  it('writes syntax that mjml passes through untouched, minified or not, for every provider', async () => {
    const samples: DisplayCondition[] = [
      all(rule('plan', 'equals', "it's pro")),
      all(rule('points', 'lessThan', '5')),
      all(rule('plan', 'isSet')),
    ];
    const wrapped: { id: string; open: string; close: string }[] = [];
    for (const provider of EMAIL_SERVICE_PROVIDERS) {
      for (const condition of samples) {
        const syntax = wrapCondition(provider, condition);
        if (syntax.ok) wrapped.push({ id: provider.id, open: syntax.open, close: syntax.close });
      }
    }
    expect(wrapped.length).to.be.greaterThan(EMAIL_SERVICE_PROVIDERS.length);
    // One document for all of them: each pair around its own section (two renders in all).
    const sections = wrapped.map(
      (w, i) =>
        `<mj-raw>${w.open}</mj-raw><mj-section><mj-column><mj-text>S${i}</mj-text></mj-column></mj-section><mj-raw>${w.close}</mj-raw>`,
    );
    const source = `<mjml><mj-body>${sections.join('')}</mj-body></mjml>`;
    for (const minify of [false, true]) {
      const { html } = await mjml2html(source, { minify, validationLevel: 'strict' });
      let at = 0;
      wrapped.forEach((w, i) => {
        const open = html.indexOf(w.open, at);
        expect(open, `${w.id} ${w.open}`).to.be.greaterThan(-1);
        const inside = html.indexOf(`S${i}<`, open);
        const close = html.indexOf(w.close, inside);
        expect(inside, `${w.id}: section ${i} after its open`).to.be.greaterThan(open);
        expect(close, `${w.id} ${w.close}`).to.be.greaterThan(inside);
        at = close + w.close.length;
      });
    }
  }).timeout(20_000);
});
