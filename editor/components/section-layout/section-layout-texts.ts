/**
 * The section layout's UI texts. Their keys are new (the lead merges them into the catalogs from
 * /work/notes/i18n/helper-layout.json), so they are named here once, typed, instead of cast at
 * each use.
 */
import type { MessageKey, Translator } from '../../i18n/translator.ts';

export type SectionLayoutKey =
  | 'sectionLayout.title'
  | 'sectionLayout.presets'
  | 'sectionLayout.count'
  | 'sectionLayout.fewer'
  | 'sectionLayout.more'
  | 'sectionLayout.widths'
  | 'sectionLayout.columnWidth'
  | 'sectionLayout.equal'
  | 'sectionLayout.centre'
  | 'sectionLayout.handle'
  | 'sectionLayout.handleValue';

/** The text of a section layout key in the UI language. */
export function layoutText(
  t: Translator,
  key: SectionLayoutKey,
  params?: Readonly<Record<string, string | number>>,
): string {
  return t.t(key as MessageKey, params);
}
