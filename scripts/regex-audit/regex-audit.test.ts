/**
 * The static regex audit (issue 12, part a): every pattern in the non-test code of renderer/,
 * email/, server/, editor/ and scripts/ is judged linear by recheck or allow-listed with a reason.
 * The patterns are found by reading the source (collect.ts), so a pattern added later is audited
 * without anyone listing it; the collector's own tests below show what it finds.
 */
import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as patterns from '../../renderer/attributes/patterns.ts';
import { collectPatterns } from './collect.ts';
import { ALLOWED } from './allow-list.ts';
import {
  allowanceFor,
  allowanceForCall,
  auditedPatterns,
  AUDITED_FOLDERS,
  describeVerdict,
  isLinear,
  recheckPattern,
} from './audit.ts';

describe('regex audit: the collector finds every pattern, however it is written', () => {
  let root: string;
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'regex-audit-'));
    mkdirSync(join(root, 'src'));
    writeFileSync(
      join(root, 'src/grammar.ts'),
      [
        "const WORD = '[a-z]+';",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source code written to a file
        'export const SPACED = String.raw`(?: ${WORD})*`;',
        "export const KINDS = ['a', 'b'] as const;",
        'export const BASE = /^x+$/i;',
      ].join('\n'),
    );
    writeFileSync(
      join(root, 'src/use.ts'),
      [
        "import { SPACED, KINDS, BASE } from './grammar.ts';",
        "import * as g from './grammar.ts';",
        'interface Shape { readonly name: string }',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source code written to a file
        'export const A = new RegExp(`^${SPACED}$`, "u");',
        "export const B = RegExp('^(?:' + KINDS.join('|') + ')$');",
        'export const C = new RegExp(g.BASE.source + "y", BASE.flags);',
        'export function test(value: string, shape: Shape): boolean {',
        '  const local = /\\d{2}/g;',
        '  const dynamic = new RegExp(shape.name);',
        "  return local.test(value) || dynamic.test(value) || value.search('a+b') > 0;",
        '}',
      ].join('\n'),
    );
    writeFileSync(join(root, 'src/use.test.ts'), 'export const T = /(a+)+$/;');
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('literals, RegExp() from constants followed through imports, string methods; lines of the .ts file', () => {
    const { patterns: found, unresolved, files } = collectPatterns(root, ['src']);
    expect(files).to.deep.equal(['src/grammar.ts', 'src/use.ts']);
    const summary = found.map((p) => `${p.file}:${p.line} ${p.origin} /${p.source}/${p.flags}`);
    expect(summary).to.have.members([
      'src/grammar.ts:4 literal /^x+$/i',
      'src/use.ts:4 RegExp() /^(?: [a-z]+)*$/u',
      'src/use.ts:5 RegExp() /^(?:a|b)$/',
      'src/use.ts:6 RegExp() /^x+$y/i',
      'src/use.ts:8 literal /\\d{2}/g',
      'src/use.ts:10 string method /a+b/',
    ]);
    expect(unresolved.map((u) => `${u.file}:${u.line} ${u.code}`)).to.deep.equal([
      'src/use.ts:9 new RegExp(shape.name)',
    ]);
    expect(unresolved[0]?.why).to.contain('shape is a parameter');
  });

  it('in the project: the grammars built from constants come out exactly as the program builds them', () => {
    const found = new Set(auditedPatterns().patterns.map((p) => `${p.file}|${p.flags}|${p.source}`));
    const exported = Object.entries(patterns).filter(([, value]) => value instanceof RegExp) as [string, RegExp][];
    expect(exported.length).to.be.greaterThan(10);
    for (const [name, value] of exported)
      expect(found.has(`renderer/attributes/patterns.ts|${value.flags}|${value.source}`), name).to.equal(true);
  });
});

describe('regex audit: every pattern in the code is linear or allow-listed with a reason', function () {
  this.timeout(600_000);

  it(`recheck judges every pattern of ${AUDITED_FOLDERS.join('/, ')}/ linear, or the allow-list says why it is safe`, () => {
    const { patterns: found } = auditedPatterns();
    expect(found.length).to.be.greaterThan(100);
    const failures: string[] = [];
    const seen = new Map<string, ReturnType<typeof recheckPattern>>();
    for (const pattern of found) {
      if (allowanceFor(pattern.file, pattern.source) !== undefined) continue;
      const key = `${pattern.flags}/${pattern.source}`;
      let verdict = seen.get(key);
      if (verdict === undefined) seen.set(key, (verdict = recheckPattern(pattern.source, pattern.flags)));
      if (!isLinear(verdict))
        failures.push(
          `${pattern.file}:${pattern.line} /${pattern.source}/${pattern.flags}: ${describeVerdict(verdict)}`,
        );
    }
    expect(
      failures,
      `patterns that are not linear (make them unambiguous, or allow-list them in scripts/regex-audit/allow-list.ts with the reason):\n${failures.join('\n')}\n`,
    ).to.deep.equal([]);
  });

  it('every pattern built from something other than constants is allow-listed with a reason', () => {
    const unexplained = auditedPatterns()
      .unresolved.filter((call) => allowanceForCall(call.file, call.code) === undefined)
      .map((call) => `${call.file}:${call.line} ${call.code} (${call.why})`);
    expect(unexplained, `patterns the audit cannot evaluate:\n${unexplained.join('\n')}\n`).to.deep.equal([]);
  });

  it('every allow-list entry has a reason and still matches a pattern of the code', () => {
    const { patterns: found, unresolved } = auditedPatterns();
    for (const entry of ALLOWED) {
      expect(entry.reason.length, `${entry.file}: a reason`).to.be.greaterThan(40);
      const used =
        entry.code !== undefined
          ? unresolved.some((call) => call.file === entry.file && call.code.startsWith(entry.code!))
          : found.some((p) => p.file === entry.file && p.source === entry.source);
      expect(used, `allow-list entry matches nothing any more: ${entry.file} ${entry.source ?? entry.code}`).to.equal(
        true,
      );
    }
  });
});
