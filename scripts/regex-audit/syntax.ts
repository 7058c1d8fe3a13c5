/**
 * Reading one module for the regex audit: esbuild turns it into JavaScript (types stripped, regex
 * literals kept byte for byte, a source map back to the .ts lines), acorn parses it, and the
 * module's scopes, imports and exports are noted for constants.ts to evaluate.
 */
import { transformSync } from 'esbuild';
import { parse } from 'acorn';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { sourceLineLookup } from './source-map.ts';

/** A node of acorn's syntax tree, read loosely (acorn's own types would need a cast per field). */
export type AstNode = {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly loc: { readonly start: { readonly line: number; readonly column: number } };
} & Record<string, unknown>;

/** Whether a value is a syntax tree node. */
export const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
/** A node's child node under `key`. */
export const child = (node: AstNode, key: string): AstNode => node[key] as AstNode;
/** A node's list of child nodes under `key`. */
export const children = (node: AstNode, key: string): AstNode[] => node[key] as AstNode[];
/** An identifier's name. */
export const nameOf = (node: AstNode): string => node.name as string;

/** A binding in a scope: a `const` with its initializer, an import, or anything else (a parameter, a `let`). */
export type Binding =
  | { readonly kind: 'const'; readonly init: AstNode; readonly scopes: readonly Scope[] }
  | { readonly kind: 'import'; readonly from: string | undefined; readonly name: string }
  | { readonly kind: 'other' };
/** The names one block, function or module declares. */
export type Scope = Map<string, Binding>;

/** One module, read. */
export interface ModuleInfo {
  readonly path: string;
  readonly file: string;
  readonly code: string;
  readonly ast: AstNode;
  readonly lineOf: (line: number, column: number) => number;
  readonly top: Scope;
  /** Exported name to local name. */
  readonly exports: Map<string, string>;
  /** Exported name to [module path, name there] for `export { x } from`. */
  readonly reexports: Map<string, readonly [string | undefined, string]>;
  readonly starExports: (string | undefined)[];
}

/** The names a declaration pattern binds (`a`, `{ a, b: [c] }`, `...rest`). */
export function boundNames(pattern: AstNode, into: string[] = []): string[] {
  switch (pattern.type) {
    case 'Identifier':
      into.push(nameOf(pattern));
      break;
    case 'ObjectPattern':
      for (const property of children(pattern, 'properties'))
        boundNames(property.type === 'RestElement' ? child(property, 'argument') : child(property, 'value'), into);
      break;
    case 'ArrayPattern':
      for (const element of children(pattern, 'elements')) if (element) boundNames(element, into);
      break;
    case 'AssignmentPattern':
      boundNames(child(pattern, 'left'), into);
      break;
    case 'RestElement':
      boundNames(child(pattern, 'argument'), into);
      break;
  }
  return into;
}

/** The node types that open a function's scope. */
export const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** `var` declarations and function declarations of a function body, not crossing into nested functions. */
export function hoisted(body: AstNode, scope: Scope): void {
  const stack: AstNode[] = [body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'VariableDeclaration' && node.kind === 'var') {
      for (const declarator of children(node, 'declarations'))
        for (const name of boundNames(child(declarator, 'id'))) scope.set(name, { kind: 'other' });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc') continue;
      for (const item of Array.isArray(value) ? value : [value])
        if (isNode(item) && !FUNCTION_TYPES.has(item.type)) stack.push(item);
    }
  }
}

/** The bindings a block (or the program) declares directly: `let`, `const`, classes, functions. */
export function blockScope(
  statements: readonly AstNode[],
  outer: readonly Scope[],
  module: { path: string } | undefined,
): Scope {
  const scope: Scope = new Map();
  const scopes = [...outer, scope];
  for (const raw of statements) {
    const statement =
      raw.type === 'ExportNamedDeclaration' && isNode(raw.declaration) ? child(raw, 'declaration') : raw;
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of children(statement, 'declarations')) {
        const id = child(declarator, 'id');
        const init = declarator.init;
        if (statement.kind === 'const' && id.type === 'Identifier' && isNode(init))
          scope.set(nameOf(id), { kind: 'const', init, scopes });
        else for (const name of boundNames(id)) scope.set(name, { kind: 'other' });
      }
    } else if (
      (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') &&
      isNode(statement.id)
    ) {
      scope.set(nameOf(child(statement, 'id')), { kind: 'other' });
    } else if (statement.type === 'ImportDeclaration' && module !== undefined) {
      const from = resolveSpecifier(module.path, child(statement, 'source').value as string);
      for (const specifier of children(statement, 'specifiers')) {
        const local = nameOf(child(specifier, 'local'));
        if (specifier.type === 'ImportNamespaceSpecifier') scope.set(local, { kind: 'import', from, name: '*' });
        else if (specifier.type === 'ImportDefaultSpecifier')
          scope.set(local, { kind: 'import', from, name: 'default' });
        else {
          const imported = child(specifier, 'imported');
          scope.set(local, {
            kind: 'import',
            from,
            name: imported.type === 'Identifier' ? nameOf(imported) : String(imported.value),
          });
        }
      }
    }
  }
  return scope;
}

/** A relative import's file, or undefined for a package (whose patterns are not ours to audit). */
export function resolveSpecifier(fromPath: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  return resolve(dirname(fromPath), specifier);
}

/** Reads `path` (named by its path from `root` in findings). */
export function loadModule(root: string, path: string): ModuleInfo {
  const file = relative(root, path).split('\\').join('/');
  const text = readFileSync(path, 'utf8');
  let code = text;
  let lineOf = (line: number, _column: number): number => line;
  if (/\.[cm]?tsx?$/.test(path)) {
    const out = transformSync(text, {
      loader: path.endsWith('x') ? 'tsx' : 'ts',
      sourcemap: 'external',
      sourcefile: file,
      target: 'esnext',
    });
    code = out.code;
    const lookup = sourceLineLookup(out.map);
    lineOf = (line, column) => lookup(line, column) ?? line;
  }
  let ast: AstNode;
  try {
    ast = parse(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true }) as unknown as AstNode;
  } catch {
    ast = parse(code, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      locations: true,
      allowReturnOutsideFunction: true,
    }) as unknown as AstNode;
  }
  const exports = new Map<string, string>();
  const reexports = new Map<string, readonly [string | undefined, string]>();
  const starExports: (string | undefined)[] = [];
  for (const statement of children(ast, 'body')) {
    if (statement.type === 'ExportNamedDeclaration') {
      const from = isNode(statement.source)
        ? resolveSpecifier(path, child(statement, 'source').value as string)
        : undefined;
      if (isNode(statement.declaration)) {
        const declaration = child(statement, 'declaration');
        const ids =
          declaration.type === 'VariableDeclaration'
            ? children(declaration, 'declarations').flatMap((d) => boundNames(child(d, 'id')))
            : isNode(declaration.id)
              ? [nameOf(child(declaration, 'id'))]
              : [];
        for (const id of ids) exports.set(id, id);
      }
      for (const specifier of children(statement, 'specifiers')) {
        const local = child(specifier, 'local');
        const exported = child(specifier, 'exported');
        const localName = local.type === 'Identifier' ? nameOf(local) : String(local.value);
        const exportedName = exported.type === 'Identifier' ? nameOf(exported) : String(exported.value);
        if (isNode(statement.source)) reexports.set(exportedName, [from, localName]);
        else exports.set(exportedName, localName);
      }
    } else if (statement.type === 'ExportAllDeclaration' && !isNode(statement.exported)) {
      starExports.push(resolveSpecifier(path, child(statement, 'source').value as string));
    }
  }
  const top = blockScope(children(ast, 'body'), [], { path });
  return { path, file, code, ast, lineOf, top, exports, reexports, starExports };
}
