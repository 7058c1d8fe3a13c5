/**
 * mjml's attribute type checks, made as mjml makes them, without building a checker per value.
 *
 * mjml's validator has five rules. Four can never fire on what the serializer writes: unknown tags,
 * children a parent does not allow and attribute names a tag does not allow are ruled out by the
 * tag table (tags.test.ts checks it against the installed mjml), and include errors need an
 * mj-include, which cannot be written. The fifth, attribute types, can: our grammars are CSS's
 * (`hsl()` colors, `line-height: normal`), mjml's types are narrower, and mjml renders such a value
 * as it is but says so. So the serializer asks mjml's own type classes here, and mjml2html runs
 * with its validator off (render-mjml.ts). The warning names the node and the attribute, which
 * mjml's could not; mjml-types.test.ts holds it to mjml's validator.
 *
 * The validator builds a new checker per attribute, and a checker's constructor compiles its
 * regular expressions (a Color's holds mjml's 150 color names), which was most of its cost. Here one
 * checker per type is built once and handed each value in turn: `isValid` and `getErrorMessage`
 * read only `value` and the checker's matchers.
 */
// First: it must run before mjml-core reads the working directory's .mjmlconfig.
import './mjml-config-guard.ts';
import { createRequire } from 'node:module';
import type { MjmlAttributeValue } from './mjml-tree.ts';

interface MjmlChecker {
  value: unknown;
  isValid(): boolean;
  getErrorMessage(): string | undefined;
}
interface MjmlType {
  new (value: unknown): MjmlChecker;
}
interface MjmlCore {
  readonly components: Readonly<Record<string, { readonly allowedAttributes?: Readonly<Record<string, string>> }>>;
  initializeType(type: string): MjmlType;
}

// mjml-core as mjml itself resolves it: the very registry its components register with.
const fromMjml = createRequire(createRequire(import.meta.url).resolve('mjml'));
fromMjml('mjml'); // registers every component with mjml-core
const core = fromMjml('mjml-core') as MjmlCore;

/** One checker per type, built on first use (mjml has a dozen types). */
const checkers = new Map<string, MjmlChecker>();

function checkerFor(type: string): MjmlChecker {
  let checker = checkers.get(type);
  if (checker === undefined) {
    checker = new (core.initializeType(type))(undefined);
    checkers.set(type, checker);
  }
  return checker;
}

/**
 * What mjml's validator would say of `value` on attribute `name` of `tagName`, worded as it
 * words it, or undefined when it has nothing to say.
 */
export function mjmlTypeProblem(tagName: string, name: string, value: MjmlAttributeValue): string | undefined {
  const type = core.components[tagName]?.allowedAttributes?.[name];
  // `string` accepts anything (its one matcher is /.*/): free text never costs a check.
  if (type === undefined || type === 'string') return undefined;
  const checker = checkerFor(type);
  // The value as mjml's validator gets it: mjml's Boolean type takes only true booleans.
  checker.value = value;
  return checker.isValid() ? undefined : `Attribute ${name} ${checker.getErrorMessage() ?? 'has an invalid value'}`;
}
