/**
 * Every regular expression in the project's source, found by reading the source: no list of
 * patterns is kept anywhere, so a pattern added tomorrow is audited tomorrow.
 *
 * How: each file is turned into plain JavaScript by esbuild (types stripped, regex literals kept
 * byte for byte, a source map back to the .ts lines) and parsed by acorn into a syntax tree.
 * - A regex literal is a pattern as it stands.
 * - `new RegExp(x, flags)` / `RegExp(x)` is evaluated statically: string and template literals,
 *   `String.raw`, `+`, `[..].join(sep)`, `re.source`, and identifiers bound to `const`
 *   declarations, followed through imports into other modules of the project. Patterns built
 *   from constants are therefore audited as the exact string the program builds.
 * - `str.match('..')`, `matchAll`, `search` with a constant string argument compile that string
 *   as a pattern: audited too.
 * Anything that cannot be evaluated this way (a pattern built from a parameter, a call, a
 * variable) is reported as unresolved, with its place, so that the audit can refuse it until a
 * person has looked at it and written down why it is safe: nothing is skipped silently.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Constants, NotConstant } from './constants.ts';
import {
  blockScope,
  boundNames,
  child,
  children,
  FUNCTION_TYPES,
  hoisted,
  isNode,
  nameOf,
  type AstNode,
  type Scope,
} from './syntax.ts';

/** A pattern the program compiles, and where. */
export interface FoundPattern {
  /** Path from the repository root, with `/`. */
  readonly file: string;
  readonly line: number;
  readonly source: string;
  readonly flags: string;
  readonly origin: 'literal' | 'RegExp()' | 'string method';
}

/** A pattern compiled from something the collector cannot evaluate. */
export interface UnresolvedPattern {
  readonly file: string;
  readonly line: number;
  /** The call's source text (esbuild's printing), which allow-list entries quote. */
  readonly code: string;
  readonly why: string;
}

/** What the collector found in a set of folders. */
export interface Collection {
  readonly files: readonly string[];
  readonly patterns: readonly FoundPattern[];
  readonly unresolved: readonly UnresolvedPattern[];
}

const CODE_FILE = /\.(?:[cm]?[jt]s|tsx)$/;
const TEST_FILE = /\.test\.(?:[cm]?[jt]s|tsx)$/;
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '__golden__', '.git']);

/** The non-test code files below `root/folder` (declaration files excluded: they hold no code). */
function codeFiles(root: string, folder: string): string[] {
  const out: string[] = [];
  const stack = [join(root, folder)];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) stack.push(path);
      } else if (CODE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) && !entry.name.endsWith('.d.ts'))
        out.push(path);
    }
  }
  return out.sort();
}

/** Walks one module, recording every pattern it compiles into `patterns` (or `unresolved`). */
function scanModule(
  constants: Constants,
  path: string,
  patterns: FoundPattern[],
  unresolved: UnresolvedPattern[],
): void {
  const module = constants.module(path);
  const line = (node: AstNode) => module.lineOf(node.loc.start.line, node.loc.start.column);
  const record = (node: AstNode, source: string, flags: string, origin: FoundPattern['origin']) =>
    patterns.push({ file: module.file, line: line(node), source, flags, origin });
  const isRegExpCallee = (callee: AstNode) =>
    (callee.type === 'Identifier' && nameOf(callee) === 'RegExp') ||
    (callee.type === 'MemberExpression' &&
      !callee.computed &&
      nameOf(child(callee, 'property')) === 'RegExp' &&
      child(callee, 'object').type === 'Identifier' &&
      ['globalThis', 'window', 'self'].includes(nameOf(child(callee, 'object'))));

  const visit = (node: AstNode, scopes: readonly Scope[]): void => {
    let inner = scopes;
    if (FUNCTION_TYPES.has(node.type)) {
      const scope: Scope = new Map();
      for (const param of children(node, 'params'))
        for (const name of boundNames(param)) scope.set(name, { kind: 'other' });
      if (node.type === 'FunctionExpression' && isNode(node.id))
        scope.set(nameOf(child(node, 'id')), { kind: 'other' });
      hoisted(child(node, 'body'), scope);
      inner = [...scopes, scope];
    } else if (node.type === 'BlockStatement' || node.type === 'StaticBlock') {
      inner = [...scopes, blockScope(children(node, 'body'), scopes, undefined)];
    } else if (node.type === 'CatchClause' && isNode(node.param)) {
      inner = [...scopes, new Map(boundNames(child(node, 'param')).map((name) => [name, { kind: 'other' } as const]))];
    } else if (
      (node.type === 'ForStatement' || node.type === 'ForOfStatement' || node.type === 'ForInStatement') &&
      isNode(node.init ?? node.left)
    ) {
      const head = child(node, node.type === 'ForStatement' ? 'init' : 'left');
      if (head.type === 'VariableDeclaration') inner = [...scopes, blockScope([head], scopes, undefined)];
    }

    if (node.type === 'Literal' && node.regex) {
      const regex = node.regex as { pattern: string; flags: string };
      record(node, regex.pattern, regex.flags, 'literal');
    } else if (
      (node.type === 'NewExpression' || node.type === 'CallExpression') &&
      isRegExpCallee(child(node, 'callee'))
    ) {
      try {
        const regex = constants.regexOf(module, node, inner);
        record(node, regex.source, regex.flags, 'RegExp()');
      } catch (error) {
        if (!(error instanceof NotConstant)) throw error;
        unresolved.push({
          file: module.file,
          line: line(node),
          code: module.code.slice(node.start, node.end),
          why: error.message,
        });
      }
    } else if (node.type === 'CallExpression') {
      const callee = child(node, 'callee');
      const first = children(node, 'arguments')[0];
      if (
        callee.type === 'MemberExpression' &&
        !callee.computed &&
        ['match', 'matchAll', 'search'].includes(nameOf(child(callee, 'property'))) &&
        first !== undefined
      ) {
        try {
          const value = constants.evaluate(module, first, inner);
          if (typeof value === 'string') record(node, value, '', 'string method');
        } catch (error) {
          // Not a constant: a RegExp variable (audited where it was made) or a string we cannot know.
          if (!(error instanceof NotConstant)) throw error;
        }
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc') continue;
      for (const item of Array.isArray(value) ? value : [value]) if (isNode(item)) visit(item, inner);
    }
  };
  visit(module.ast, [module.top]);
}

/** Every pattern compiled by the non-test code under `folders` (relative to `root`). */
export function collectPatterns(root: string, folders: readonly string[]): Collection {
  const constants = new Constants(root);
  const patterns: FoundPattern[] = [];
  const unresolved: UnresolvedPattern[] = [];
  const files = folders.flatMap((folder) => codeFiles(root, folder));
  for (const path of files) scanModule(constants, path, patterns, unresolved);
  return { files: files.map((path) => relative(root, path).split('\\').join('/')), patterns, unresolved };
}
