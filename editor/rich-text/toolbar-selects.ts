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
import { fontChoices, LINE_HEIGHTS, sizeChoices } from './choices.ts';
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

/** The font family select: the default, the choices (each in its own font), and a family at the caret that is none of them. */
export function fontSelect(
  font: string,
  options: EditorOptions | undefined,
  { t, run }: SelectsContext,
): TemplateResult {
  const choices = fonts(options);
  const chosen = font === '' ? undefined : choices.find((choice) => sameFontFamily(choice.style, font));
  const other = font !== '' && chosen === undefined ? font.split(',')[0]!.replace(/['"]/g, '') : undefined;
  const name = t('richText.fontFamily');
  const shown = chosen?.label ?? other ?? t('richText.fontDefault');
  return html`<select
    class="font"
    aria-label=${name}
    title=${titled(name, shown)}
    .value=${live(chosen?.style ?? font)}
    @change=${(event: Event) => run(setStyle('fontFamily', picked(event) || null))}
  >
    <option value="" ?selected=${font === ''}>${t('richText.fontDefault')}</option>
    ${other === undefined ? nothing : html`<option value=${font} selected>${other}</option>`}
    ${choices.map(
      (choice) =>
        html`<option value=${choice.style} ?selected=${choice === chosen} style="font-family:${choice.style}">${choice.label}</option>`,
    )}
  </select>`;
}

/** The font size select: the default, the sizes (`fontSizes` or the default scale), and a size at the caret that is none of them. */
export function sizeSelect(
  size: string,
  options: EditorOptions | undefined,
  { t, run }: SelectsContext,
): TemplateResult {
  const sizes = sizeChoices(options);
  const name = t('richText.fontSize');
  const shown = size === '' ? t('richText.sizeDefault') : size.replace(/px$/, '');
  return html`<select
    class="size"
    aria-label=${name}
    title=${titled(name, shown)}
    .value=${live(size)}
    @change=${(event: Event) => run(setStyle('fontSize', picked(event) || null))}
  >
    <option value="" ?selected=${size === ''}>${t('richText.sizeDefault')}</option>
    ${size !== '' && !sizes.includes(size) ? html`<option value=${size} selected>${size}</option>` : nothing}
    ${sizes.map((choice) => html`<option value=${choice} ?selected=${choice === size}>${choice.replace(/px$/, '')}</option>`)}
  </select>`;
}

/** The line height select ("More"): the default, the choices, and a line height at the caret that is none of them. */
export function lineHeightSelect(lineHeight: string, { t, run }: SelectsContext): TemplateResult {
  const name = t('richText.lineHeight');
  const shown = lineHeight === '' ? t('richText.lineHeightDefault') : lineHeight;
  return html`<select
    class="line-height"
    aria-label=${name}
    title=${titled(name, shown)}
    .value=${live(lineHeight)}
    @change=${(event: Event) => run(setBlockAttr('lineHeight', picked(event) || null))}
  >
    <option value="" ?selected=${lineHeight === ''}>${t('richText.lineHeightDefault')}</option>
    ${lineHeight !== '' && !LINE_HEIGHTS.includes(lineHeight) ? html`<option value=${lineHeight} selected>${lineHeight}</option>` : nothing}
    ${LINE_HEIGHTS.map((choice) => html`<option value=${choice} ?selected=${choice === lineHeight}>${choice}</option>`)}
  </select>`;
}
