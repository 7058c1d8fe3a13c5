/**
 * mjml's attribute type checks, asked once per distinct value instead of once per attribute of
 * every render.
 *
 * mjml's validator has five rules. Four can never fire on what the serializer writes: unknown tags,
 * children a parent does not allow and attribute names a tag does not allow are ruled out by the
 * tag table (tags.test.ts checks it against the installed mjml), and include errors need an
 * mj-include, which cannot be written. The fifth, attribute types, can: our grammars are CSS's
 * (`hsl()` colors, `line-height: normal`), mjml's types are narrower, and mjml renders such a value
 * as it is but says so. So the serializer asks mjml's own type classes here, remembers each
 * answer, and mjml2html runs with its validator off (render-mjml.ts). The warning names the node
 * and the attribute, which mjml's could not; mjml-types.test.ts holds it to mjml's validator.
 */
// First: it must run before mjml-core reads the working directory's .mjmlconfig.
import './mjml-config-guard.ts';
import { createRequire } from 'node:module';
import { BoundedMemo } from '../renderer/sanitize/memo.ts';
import type { MjmlAttributeValue } from './mjml-tree.ts';

interface MjmlType {
  new (value: unknown): { isValid(): boolean; getErrorMessage(): string | undefined };
}
interface MjmlCore {
  readonly components: Readonly<Record<string, { readonly allowedAttributes?: Readonly<Record<string, string>> }>>;
  initializeType(type: string): MjmlType;
}

// mjml-core as mjml itself resolves it: the very registry its components register with.
const fromMjml = createRequire(createRequire(import.meta.url).resolve('mjml'));
fromMjml('mjml'); // registers every component with mjml-core
const core = fromMjml('mjml-core') as MjmlCore;

/** mjml's message for a value it refuses, by type and value ('' when valid). */
const answers = new BoundedMemo<string>(5_000, 2_000_000, (key, message) => key.length + message.length);

/**
 * What mjml's validator would say of `value` on attribute `name` of `tagName`, worded as it
 * words it, or undefined when it has nothing to say.
 */
export function mjmlTypeProblem(tagName: string, name: string, value: MjmlAttributeValue): string | undefined {
  const type = core.components[tagName]?.allowedAttributes?.[name];
  // `string` accepts anything (its one matcher is /.*/): free text never costs a check.
  if (type === undefined || type === 'string') return undefined;
  // The value as mjml's validator gets it: mjml's Boolean type takes only true booleans.
  const message = answers.get(`${type}\u0000${typeof value}\u0000${String(value)}`, () => {
    const checked = new (core.initializeType(type))(value);
    return checked.isValid() ? '' : (checked.getErrorMessage() ?? 'has an invalid value');
  });
  return message === '' ? undefined : `Attribute ${name} ${message}`;
}

/** Forgets the remembered answers (benchmarks of cold renders). */
export function clearMjmlTypeAnswers(): void {
  answers.clear();
}
