/**
 * The rich-text toolbar's selects: block type (paragraph, H1-H4), font family and font size in
 * the bar, line height behind "More". Each is as wide as its longest choice in the UI's language
 * (the browser sizes a select to its widest option), up to a maximum in the styles
 * (toolbar.styles.ts); its title names it and gives the choice shown in full, for a label the
 * maximum still cuts.
 *
 * A select's value is bound (`live`), not only its options' `selected`: a select the user
 * changed no longer follows `selected`, and would go on showing the pick wherever the caret goes
 * (`selected` still sets the first render, when the options are not there yet as the value is set).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Command } from 'prosemirror-state';
import type { FontDefinition } from '../../renderer/fonts/builtin.ts';
import type { EditorOptions } from '../options/options-schema.ts';
import { setBlock, setBlockAttr, setStyle, type BlockChoice } from './commands.ts';
import { fontChoices } from '../options/font-list.ts';
import { LINE_HEIGHTS, sizeChoices } from './choices.ts';
import { rememberFontChoices, sameFontFamily } from './css-style.ts';

/** What the selects need from the toolbar: its translator and a way to run a command on the text. */
export interface SelectsContext {
  readonly t: (key: string, params?: Record<string, string | number>) => string;
  readonly run: (command: Command) => void;
}

const BLOCKS = ['paragraph', 'h1', 'h2', 'h3', 'h4'] as const;
type OfferedBlock = (typeof BLOCKS)[number];
const offered = (block: BlockChoice): block is OfferedBlock => (BLOCKS as readonly string[]).includes(block);

/** A select's title: its name, and the choice it shows in full. */
const titled = (name: string, shown: string) => `${name}: ${shown}`;

/** The value of a select that changed. */
const picked = (event: Event) => (event.target as HTMLSelectElement).value;

/** The block type select (rich text only); a block it does not offer shows as "other". */
export function blockSelect(block: BlockChoice, { t, run }: SelectsContext): TemplateResult {
  const label = (choice: OfferedBlock) =>
    choice === 'paragraph' ? t('richText.paragraph') : t('richText.heading', { level: choice.slice(1) });
  const name = t('richText.block');
  const shown = offered(block) ? label(block) : t('richText.blockOther');
  return html`<select
    class="block"
    aria-label=${name}
    title=${titled(name, shown)}
    .value=${live(offered(block) ? block : '')}
    @change=${(event: Event) => run(setBlock(picked(event) as OfferedBlock))}
  >
    ${offered(block) ? nothing : html`<option value="" selected disabled>${t('richText.blockOther')}</option>`}
    ${BLOCKS.map((choice) => html`<option value=${choice} ?selected=${block === choice}>${label(choice)}</option>`)}
  </select>`;
}

/** The options whose font list the stored form was last told of (css-style.ts). */
let fontsOf: { readonly options: EditorOptions | undefined; readonly fonts: readonly FontDefinition[] } | undefined;

/** The font choices of `options`; font lists are stored as the choices write them (the browser re-quotes what it reads). */
function fonts(options: EditorOptions | undefined): readonly FontDefinition[] {
  if (fontsOf === undefined || fontsOf.options !== options) {
    fontsOf = { options, fonts: fontChoices(options) };
    rememberFontChoices(fontsOf.fonts);
  }
  return fontsOf.fonts;
}

/** One choice of a select: the value it writes, the words it shows, and for a font its own family. */
interface Choice {
  readonly value: string;
  readonly label: string;
  readonly family?: string;
}

/** What differs between the font, size and line height selects. */
interface ChoiceSelect {
  /** The select's class (the toolbar's styles and tests find it by it). */
  readonly kind: string;
  readonly name: string;
  /** The label of the default (value ''). */
  readonly defaultLabel: string;
  /** The value at the caret: '' (the default), a choice's, or another one (then an option of its own). */
  readonly value: string;
  /** The label of another value (the value itself unless given). */
  readonly otherLabel?: string;
  readonly choices: readonly Choice[];
  /** The title's words for the choice shown, where they are not its label. */
  readonly shown?: string;
  /** The command that writes a picked value (null: back to the default). */
  readonly pick: (value: string | null) => Command;
}

/** A select of the default, the value at the caret when it is none of the choices, and the choices. */
function choiceSelect(select: ChoiceSelect, run: SelectsContext['run']): TemplateResult {
  const { value, choices } = select;
  const chosen = choices.find((choice) => choice.value === value);
  const other = value !== '' && chosen === undefined ? (select.otherLabel ?? value) : undefined;
  const shown = select.shown ?? (value === '' ? select.defaultLabel : (chosen?.label ?? other!));
  return html`<select
    class=${select.kind}
    aria-label=${select.name}
    title=${titled(select.name, shown)}
    .value=${live(value)}
    @change=${(event: Event) => run(select.pick(picked(event) || null))}
  >
    <option value="" ?selected=${value === ''}>${select.defaultLabel}</option>
    ${other === undefined ? nothing : html`<option value=${value} selected>${other}</option>`}
    ${choices.map(
      (choice) =>
        html`<option
          value=${choice.value}
          ?selected=${choice === chosen}
          style=${choice.family === undefined ? nothing : `font-family:${choice.family}`}
        >${choice.label}</option>`,
    )}
  </select>`;
}

/** The font family select: the default, the choices (each in its own font), and a family at the caret that is none of them. */
export function fontSelect(
  font: string,
  options: EditorOptions | undefined,
  { t, run }: SelectsContext,
): TemplateResult {
  const choices = fonts(options);
  const chosen = font === '' ? undefined : choices.find((choice) => sameFontFamily(choice.style, font));
  const select: ChoiceSelect = {
    kind: 'font',
    name: t('richText.fontFamily'),
    defaultLabel: t('richText.fontDefault'),
    value: chosen?.style ?? font,
    // A family that is none of the choices shows by its first name, unquoted.
    otherLabel: font.split(',')[0]!.replace(/['"]/g, ''),
    choices: choices.map((choice) => ({ value: choice.style, label: choice.label, family: choice.style })),
    pick: (value) => setStyle('fontFamily', value),
  };
  return choiceSelect(select, run);
}

/** The font size select: the default, the sizes (`fontSizes` or the default scale), and a size at the caret that is none of them. */
export function sizeSelect(
  size: string,
  options: EditorOptions | undefined,
  { t, run }: SelectsContext,
): TemplateResult {
  const select: ChoiceSelect = {
    kind: 'size',
    name: t('richText.fontSize'),
    defaultLabel: t('richText.sizeDefault'),
    value: size,
    choices: sizeChoices(options).map((choice) => ({ value: choice, label: choice.replace(/px$/, '') })),
    // The title gives every size without its unit, as the choices show them.
    shown: size === '' ? undefined : size.replace(/px$/, ''),
    pick: (value) => setStyle('fontSize', value),
  };
  return choiceSelect(select, run);
}

/** The line height select ("More"): the default, the choices, and a line height at the caret that is none of them. */
export function lineHeightSelect(lineHeight: string, { t, run }: SelectsContext): TemplateResult {
  const select: ChoiceSelect = {
    kind: 'line-height',
    name: t('richText.lineHeight'),
    defaultLabel: t('richText.lineHeightDefault'),
    value: lineHeight,
    choices: LINE_HEIGHTS.map((choice) => ({ value: choice, label: choice })),
    pick: (value) => setBlockAttr('lineHeight', value),
  };
  return choiceSelect(select, run);
}
