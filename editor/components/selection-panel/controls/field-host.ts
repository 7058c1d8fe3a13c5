/**
 * What a control needs from the panel: the translator and options, the node and level it edits,
 * and the ways to change the document (one store command per edit) or ask the shell for
 * something (the file manager). The panel makes one per render (lp-selection-panel.ts).
 */
import type { Level } from '../../../../renderer/index.ts';
import type { Translator } from '../../../i18n/translator.ts';
import type { EditorOptions } from '../../../options/options-schema.ts';
import type { FieldModel } from '../field-model.ts';

export interface FieldHost {
  readonly t: Translator;
  readonly options: EditorOptions;
  readonly readOnly: boolean;
  /** The selected node's uid. */
  readonly uid: string;
  /** The level the panel edits (the current device's). */
  readonly level: Level;
  /** A level's name, as the device switch shows it. */
  readonly levelLabel: (level: Level) => string;
  /** Sets (or with undefined, removes) an attribute at the level: one store command; false when refused. */
  commit(name: string, value: unknown): boolean;
  /** Asks the host's file manager for an image for `attribute` (the `lp-open-file-manager` event). */
  openFileManager(attribute: string): void;
  /** The anchors of the page's sections, in page order: what a link may point to. */
  anchors(): readonly string[];
}

/** What every control receives: the field, its input's id, whether it is disabled, the host. */
export interface ControlInput {
  readonly field: FieldModel;
  readonly id: string;
  readonly label: string;
  readonly disabled: boolean;
  readonly host: FieldHost;
}

/** A value as an input shows it. */
export const display = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
