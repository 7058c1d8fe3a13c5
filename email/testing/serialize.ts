/**
 * The MJML sink run the way the renderer runs it, for tests that compare its output with what
 * mjml itself makes of the text: validated first, every warning kept (the renderer's sink keeps
 * one per type, node and attribute; a comparison with mjml's validator needs each).
 */
import { FontResolver } from '../../renderer/fonts/resolver.ts';
import { validateEmailTemplate, type EmailTemplate } from '../schema.ts';
import { toMjml, type MjmlDocument } from '../to-mjml.ts';
import type { EmailWarning, EmailWarningSink } from '../warnings.ts';

/** The serialized document and every warning given on the way. */
export interface Serialized extends MjmlDocument {
  readonly warnings: readonly EmailWarning[];
}

/** `template`, validated and serialized (throws when the schema refuses it). */
export function serializeForTest(
  template: EmailTemplate,
  options: { lang?: string; desktopFirst?: boolean } = {},
): Serialized {
  const valid = validateEmailTemplate(JSON.parse(JSON.stringify(template)));
  if (!valid.ok) throw new Error(`the schema refused a test template: ${JSON.stringify(valid.issues.slice(0, 2))}`);
  const warnings: EmailWarning[] = [];
  const sink = { add: (warning: EmailWarning) => warnings.push(warning) } as unknown as EmailWarningSink;
  const document = toMjml(valid.value, { fonts: new FontResolver([], []), warnings: sink, ...options });
  return { ...document, warnings };
}
