/**
 * The styles of the panel's controls (switch, color and palette, image, box sides, link, list
 * editor). Logical properties throughout, so the panel mirrors in right-to-left languages; colors
 * from the theme tokens only, so dark and light both hold.
 */
import { css } from 'lit';

export const controlStyles = css`
  .lp-control {
    display: block;
    min-width: 0;
  }
  .field,
  .field > *,
  .list > *,
  .item-field > * {
    min-width: 0;
  }
  input.switch {
    appearance: none;
    flex: none;
    width: 32px;
    height: 18px;
    padding: 0;
    border-radius: 9px;
    background: var(--lp-surface-3);
    /* The track's edge, drawn inside it: off, the track alone was 1.2:1 against the panel (WCAG asks
       3:1 of a control's boundary), and a ring keeps the knob's place. */
    box-shadow: inset 0 0 0 1px var(--lp-text-muted);
    /* The ring is its edge: the fields' border (controls.ts) would draw a second one around it. */
    border-color: transparent;
    position: relative;
    cursor: pointer;
  }
  input.switch:hover {
    border-color: transparent;
  }
  input.switch::after {
    content: '';
    position: absolute;
    inset-block-start: 2px;
    inset-inline-start: 2px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: var(--lp-text-muted);
    transition: inset-inline-start var(--lp-transition);
  }
  input.switch:checked {
    background: var(--lp-accent);
    border-color: var(--lp-accent);
    box-shadow: none;
  }
  input.switch:checked::after {
    inset-inline-start: 16px;
    background: var(--lp-accent-contrast);
  }
  input.switch:focus-visible {
    box-shadow: 0 0 0 2px var(--lp-surface), 0 0 0 4px var(--lp-focus);
  }
  .inline-switch {
    display: flex;
    align-items: center;
    gap: var(--lp-space-2);
  }
  .inline-switch label {
    cursor: pointer;
  }
  .field.inline .label-row {
    gap: var(--lp-space-2);
  }
  .field.inline .label-row label {
    flex: 1;
  }

  .color {
    display: flex;
    gap: var(--lp-space-2);
  }
  .color input[type='color'] {
    width: 36px;
    padding: 2px;
    flex: none;
    cursor: pointer;
  }
  .color input[type='color'].unset::-webkit-color-swatch {
    background: linear-gradient(to top right, transparent calc(50% - 1px), var(--lp-danger) 50%, transparent calc(50% + 1px)), var(--lp-surface) !important;
  }
  .color input[type='text'] {
    flex: 1;
  }
  .palette {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  button.swatch,
  button.swatch:hover:not(:disabled),
  button.swatch[aria-pressed='true'] {
    width: 22px;
    height: 22px;
    padding: 0;
    border: 1px solid var(--lp-border);
    border-radius: 50%;
    background: var(--swatch);
  }
  button.swatch:hover:not(:disabled) {
    transform: scale(1.1);
  }
  button.swatch[aria-pressed='true'] {
    box-shadow: 0 0 0 2px var(--lp-surface), 0 0 0 4px var(--lp-accent);
  }

  .image {
    display: flex;
    gap: var(--lp-space-2);
    align-items: flex-start;
  }
  .thumb {
    flex: none;
    width: 64px;
    height: 64px;
    display: grid;
    place-items: center;
    border: 1px solid var(--lp-border);
    border-radius: var(--lp-radius-small);
    background: var(--lp-surface-2);
    color: var(--lp-text-muted);
    overflow: hidden;
  }
  .thumb img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .image-inputs {
    flex: 1;
    display: grid;
    gap: var(--lp-space-2);
    min-width: 0;
  }
  .image-inputs button {
    justify-self: start;
  }

  .box {
    display: flex;
    align-items: flex-end;
    gap: var(--lp-space-2);
  }
  .box.linked input {
    flex: 1;
  }
  .sides {
    flex: 1;
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: var(--lp-space-1);
  }
  .side {
    display: grid;
    gap: 2px;
  }
  .side-name {
    color: var(--lp-text-muted);
    font-size: 11px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .side input {
    padding: 0 var(--lp-space-1);
    text-align: center;
  }
  button.link-toggle {
    flex: none;
    width: 30px;
    height: 30px;
    border: 1px solid var(--lp-border);
  }

  .link {
    display: grid;
    gap: var(--lp-space-2);
  }
  /* "Open in a new tab" is a setting of its own, as far from the address as one field from the next. */
  .link + .inline-switch {
    margin-block-start: var(--lp-space-3);
  }

  /* A value that reads left to right (ltr-value.ts) still sits at the panel's start, under its
     label: the right in a right-to-left UI. Code and the box's sides keep their own alignment. */
  .field:dir(rtl) input[dir='ltr'],
  .item-field:dir(rtl) input[dir='ltr'] {
    text-align: right;
  }
  .field:dir(rtl) .side input[dir='ltr'] {
    text-align: center;
  }

  .list {
    display: grid;
    gap: var(--lp-space-2);
  }
  .list-count {
    margin: 0;
    color: var(--lp-text-muted);
    font-size: var(--lp-font-size-small);
  }
  .items {
    list-style: none;
    margin: 0;
    padding: 0;
    border: 1px solid var(--lp-border);
    border-radius: var(--lp-radius);
    background: var(--lp-surface-2);
  }
  .item + .item {
    border-block-start: 1px solid var(--lp-border);
  }
  /* A row: the item's name has the whole width (labels run long, in German most of all); its type
     is a smaller second line that shares its line with the buttons, which sit at the end. The
     toggle covers the whole row (a click anywhere opens it); the buttons lie over its second line,
     whose text stops short of them. */
  .item-head {
    --item-button: 26px;
    --item-buttons: calc(3 * var(--item-button) + 2 * 2px);
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-rows: auto auto;
  }
  .item-head button.icon {
    width: var(--item-button);
    height: var(--item-button);
    flex: none;
  }
  button.item-toggle {
    grid-area: 1 / 1 / 3 / 3;
    min-width: 0;
    align-items: flex-start;
    justify-content: flex-start;
    gap: 6px;
    height: auto;
    padding-block: var(--lp-space-2) var(--lp-space-1);
    padding-inline: var(--lp-space-2) var(--lp-space-1);
    border-color: transparent;
    background: transparent;
    text-align: start;
  }
  button.item-toggle:hover:not(:disabled) {
    background: transparent;
  }
  .item-actions {
    grid-area: 2 / 2;
    justify-self: end;
    display: flex;
    gap: 2px;
    padding-block-end: var(--lp-space-1);
    padding-inline-end: var(--lp-space-1);
  }
  .item-text {
    flex: 1;
    min-width: 0;
    display: grid;
    /* The second line is as tall as the buttons beside it, with or without a type. */
    grid-template-rows: auto var(--item-button);
  }
  .chevron {
    display: inline-flex;
    margin-block-start: 2px;
    color: var(--lp-text-muted);
    transition: transform var(--lp-transition);
  }
  .chevron:dir(rtl) {
    transform: scaleX(-1);
  }
  .item.open > .item-head .chevron {
    transform: rotate(90deg);
  }
  /* A title or detail in another direction than the UI's (English in Arabic) keeps its start and
     loses its end. A title wraps, and only past two lines is it cut. */
  .item-title {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    white-space: normal;
    font-weight: 600;
    line-height: 1.35;
    overflow: hidden;
    overflow-wrap: anywhere;
    /* A name reads in its own direction (its first letter's), but sits at the panel's start, beside
       its chevron in Arabic. With plaintext, start means the name's own start, so the side is said
       physically, by the panel's direction (Chromium computes match-parent to start). */
    unicode-bidi: plaintext;
    text-align: left;
  }
  .item-title:dir(rtl) {
    text-align: right;
  }
  .item-detail {
    min-width: 0;
    padding-inline-end: calc(var(--item-buttons) + var(--lp-space-2));
    color: var(--lp-text-muted);
    font-size: var(--lp-font-size-small);
    line-height: var(--item-button);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    unicode-bidi: plaintext;
  }
  .item-body {
    display: grid;
    gap: var(--lp-space-3);
    padding: var(--lp-space-2) var(--lp-space-3) var(--lp-space-3);
    border-block-start: 1px dashed var(--lp-border);
    background: var(--lp-surface);
    border-end-start-radius: var(--lp-radius);
    border-end-end-radius: var(--lp-radius);
  }
  .item-field {
    display: grid;
    gap: 4px;
  }
  .item-field.inline-switch {
    display: flex;
    flex-wrap: wrap;
  }
  .item-field.inline-switch .error {
    flex-basis: 100%;
  }
  .item-field > label,
  .item-label {
    color: var(--lp-text-muted);
    font-size: var(--lp-font-size-small);
  }
  .item-field.inline-switch > label {
    color: inherit;
    font-size: inherit;
  }
  .item-field.nested {
    padding-inline-start: var(--lp-space-2);
    border-inline-start: 2px solid var(--lp-border);
  }
  button.list-add {
    justify-self: start;
  }

  /* Background: the image's size, position and repeat sit two by two under it. */
  .group[data-group='background'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  .group[data-group='background'] > :not(.field[data-control='select']) {
    grid-column: 1 / -1;
  }
`;
