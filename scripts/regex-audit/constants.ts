/**
 * The constant value of an expression, for the regex audit: string and template literals,
 * `String.raw`, `+`, arrays and objects of constants, `[...].join(sep)`, `Object.freeze(x)`,
 * `re.source` and `re.flags`, `RegExp(...)`, and identifiers bound to `const` declarations,
 * followed through imports into the other modules of the project. Anything else (a parameter, a
 * `let`, a call) is NotConstant, with what it was.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { child, children, loadModule, nameOf, type AstNode, type ModuleInfo, type Scope } from './syntax.ts';

/** Raised when an expression is not a constant the collector can evaluate. */
export class NotConstant extends Error {}

/**
 * A pattern as a value. Kept as text, never compiled here: the collector reads code that may not
 * run in this Node (a flag it lacks) and must not run a pattern it is about to audit.
 */
export class Pattern {
  constructor(
    readonly source: string,
    readonly flags: string,
  ) {}
}

/** An imported namespace (`import * as p from ...`) as a value. */
class Namespace {
  constructor(readonly module: ModuleInfo) {}
}

/** Evaluates constants across the project's modules, reading each module once. */
export class Constants {
  readonly #modules = new Map<string, ModuleInfo>();
  readonly #evaluating = new Set<AstNode>();

  constructor(readonly root: string) {}

  /** The module at `path`, read once. */
  module(path: string): ModuleInfo {
    let info = this.#modules.get(path);
    if (info === undefined) this.#modules.set(path, (info = loadModule(this.root, path)));
    return info;
  }

  /** The value a module exports under `name`. */
  exported(path: string | undefined, name: string, seen = new Set<string>()): unknown {
    if (path === undefined) throw new NotConstant(`${name} comes from a package`);
    const found = [path, `${path}.ts`, join(path, 'index.ts')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (found === undefined) throw new NotConstant(`cannot find ${path}`);
    const key = `${found}#${name}`;
    if (seen.has(key)) throw new NotConstant(`an export cycle at ${name}`);
    seen.add(key);
    const info = this.module(found);
    if (name === '*') return new Namespace(info);
    const local = info.exports.get(name);
    if (local !== undefined) return this.lookup(info, local, [info.top]);
    const re = info.reexports.get(name);
    if (re !== undefined) return this.exported(re[0], re[1], seen);
    for (const star of info.starExports) {
      try {
        return this.exported(star, name, seen);
      } catch (error) {
        if (!(error instanceof NotConstant)) throw error;
      }
    }
    throw new NotConstant(`${info.file} exports no constant ${name}`);
  }

  /** The value `name` has where `scopes` are visible. */
  lookup(module: ModuleInfo, name: string, scopes: readonly Scope[]): unknown {
    for (let i = scopes.length - 1; i >= 0; i--) {
      const binding = scopes[i]!.get(name);
      if (binding === undefined) continue;
      if (binding.kind === 'const') return this.evaluate(module, binding.init, binding.scopes);
      if (binding.kind === 'import') return this.exported(binding.from, binding.name);
      throw new NotConstant(`${name} is a parameter or a variable`);
    }
    throw new NotConstant(`${name} is not a constant of the module`);
  }

  /** The constant value of an expression, or NotConstant. */
  evaluate(module: ModuleInfo, node: AstNode, scopes: readonly Scope[]): unknown {
    if (this.#evaluating.has(node)) throw new NotConstant('a cycle');
    this.#evaluating.add(node);
    try {
      return this.#evaluate(module, node, scopes);
    } finally {
      this.#evaluating.delete(node);
    }
  }

  #evaluate(module: ModuleInfo, node: AstNode, scopes: readonly Scope[]): unknown {
    const at = (key: string) => this.evaluate(module, child(node, key), scopes);
    switch (node.type) {
      case 'Literal': {
        const regex = node.regex as { pattern: string; flags: string } | undefined;
        return regex ? new Pattern(regex.pattern, regex.flags) : node.value;
      }
      case 'TemplateLiteral': {
        const quasis = children(node, 'quasis');
        const expressions = children(node, 'expressions');
        return quasis
          .map(
            (q, i) =>
              (q.value as { cooked: string }).cooked +
              (i < expressions.length ? String(this.evaluate(module, expressions[i]!, scopes)) : ''),
          )
          .join('');
      }
      case 'TaggedTemplateExpression': {
        const tag = child(node, 'tag');
        if (
          !(
            tag.type === 'MemberExpression' &&
            child(tag, 'object').type === 'Identifier' &&
            nameOf(child(tag, 'object')) === 'String' &&
            nameOf(child(tag, 'property')) === 'raw'
          )
        )
          throw new NotConstant('a tagged template other than String.raw');
        const quasi = child(node, 'quasi');
        const quasis = children(quasi, 'quasis');
        const expressions = children(quasi, 'expressions');
        return quasis
          .map(
            (q, i) =>
              (q.value as { raw: string }).raw +
              (i < expressions.length ? String(this.evaluate(module, expressions[i]!, scopes)) : ''),
          )
          .join('');
      }
      case 'BinaryExpression': {
        if (node.operator !== '+') throw new NotConstant(`operator ${String(node.operator)}`);
        const left = at('left');
        const right = at('right');
        if (typeof left === 'number' && typeof right === 'number') return left + right;
        return String(left) + String(right);
      }
      case 'Identifier':
        return this.lookup(module, nameOf(node), scopes);
      case 'ArrayExpression':
        return children(node, 'elements').flatMap((element) =>
          element.type === 'SpreadElement'
            ? [...(this.evaluate(module, child(element, 'argument'), scopes) as unknown[])]
            : [this.evaluate(module, element, scopes)],
        );
      case 'ObjectExpression': {
        const out: Record<string, unknown> = {};
        for (const property of children(node, 'properties')) {
          if (property.type === 'SpreadElement')
            Object.assign(out, this.evaluate(module, child(property, 'argument'), scopes));
          else {
            const key = child(property, 'key');
            const name = property.computed
              ? String(this.evaluate(module, key, scopes))
              : key.type === 'Identifier'
                ? nameOf(key)
                : String(key.value);
            out[name] = this.evaluate(module, child(property, 'value'), scopes);
          }
        }
        return out;
      }
      case 'MemberExpression': {
        const object = at('object');
        const property = child(node, 'property');
        const name = node.computed ? String(this.evaluate(module, property, scopes)) : nameOf(property);
        if (object instanceof Namespace) return this.exported(object.module.path, name);
        if (object instanceof Pattern && (name === 'source' || name === 'flags')) return object[name];
        if ((typeof object === 'string' || Array.isArray(object)) && name === 'length') return object.length;
        if (Array.isArray(object) && /^\d+$/.test(name)) return object[Number(name)];
        if (
          typeof object === 'object' &&
          object !== null &&
          !Array.isArray(object) &&
          !(object instanceof Pattern) &&
          Object.hasOwn(object, name)
        )
          return (object as Record<string, unknown>)[name];
        throw new NotConstant(`the property ${name}`);
      }
      case 'CallExpression': {
        const callee = child(node, 'callee');
        const args = children(node, 'arguments');
        if (callee.type === 'MemberExpression' && !callee.computed) {
          const method = nameOf(child(callee, 'property'));
          const target = child(callee, 'object');
          if (method === 'freeze' && target.type === 'Identifier' && nameOf(target) === 'Object' && args[0])
            return this.evaluate(module, args[0], scopes);
          if (method === 'join') {
            const list = this.evaluate(module, target, scopes);
            if (Array.isArray(list)) return list.join(args[0] ? String(this.evaluate(module, args[0], scopes)) : ',');
          }
        }
        if (callee.type === 'Identifier' && nameOf(callee) === 'RegExp') return this.regexOf(module, node, scopes);
        throw new NotConstant('a call');
      }
      case 'NewExpression': {
        const callee = child(node, 'callee');
        if (callee.type === 'Identifier' && nameOf(callee) === 'RegExp') return this.regexOf(module, node, scopes);
        throw new NotConstant('a constructor call');
      }
      default:
        throw new NotConstant(`a ${node.type}`);
    }
  }

  /** The pattern `RegExp(pattern, flags)` (with or without `new`) builds. */
  regexOf(module: ModuleInfo, node: AstNode, scopes: readonly Scope[]): Pattern {
    const [pattern, flags] = children(node, 'arguments');
    const value = pattern === undefined ? '' : this.evaluate(module, pattern, scopes);
    const flagText = flags === undefined ? undefined : String(this.evaluate(module, flags, scopes));
    return value instanceof Pattern
      ? new Pattern(value.source, flagText ?? value.flags)
      : new Pattern(String(value), flagText ?? '');
  }
}
