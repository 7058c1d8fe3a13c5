/**
 * The name of an enum value in a list item (a form field's type, a social link's network): its
 * `option.<value>` text when a catalog has one, else the name the renderer gives it (a network's
 * brand name, which is not translated), else the value itself.
 */
import { SOCIAL_ICONS } from '../../../../renderer/blocks/shared/social-icons.ts';
import type { Translator } from '../../../i18n/translator.ts';
import { textOr } from './text.ts';

const NAMED: Readonly<Record<string, { readonly label: string }>> = SOCIAL_ICONS;

/** The display name of `value`. */
export function enumLabel(t: Translator, value: unknown): string {
  const raw = typeof value === 'string' ? value : '';
  return textOr(t, `option.${raw}`, Object.hasOwn(NAMED, raw) ? (NAMED[raw]?.label ?? raw) : raw);
}
