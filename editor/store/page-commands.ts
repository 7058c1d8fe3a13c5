/**
 * The page-level commands of the page settings panel: a metadata flag (`noindex`), the page's
 * language and direction (`settings.lang`, `settings.dir`) and one value of the design system
 * (`settings.design`, or its `md`/`sm`/`xs` overrides). Like setMetadata (commands.ts) each is a
 * merge-policy command grouped per field and level: dragging a color picker or typing a size is
 * one undo step (the noindex switch records each flip), and none applies when the state is not
 * editable.
 *
 * Values are checked against the template format's own shapes here as well as in the panel: a
 * command never writes what the renderer would refuse, so the canvas keeps rendering.
 */
import type { Draft } from 'immer';
import type { Level, PageDefinition } from '../../renderer/index.ts';
import { BREAKPOINTS, type BreakpointName } from '../../renderer/breakpoints.ts';
import type { ButtonDesign, PageDesign } from '../../renderer/model/node.ts';
import { BUTTON_DESIGN_FIELDS, DEVICE_DESIGN_FIELDS, designShape } from '../../renderer/schema/design.ts';
import { type METADATA_FLAGS, pageShape } from '../../renderer/schema/template.ts';
import type { Shape } from '../../renderer/schema/shape.ts';
import type { EditorState } from './state.ts';
import { transaction, type Command } from './transaction.ts';

/** A metadata flag's name (`noindex`). */
export type MetadataFlag = keyof typeof METADATA_FLAGS;

/** The page settings the panel edits. */
export type PageSettingKey = 'lang' | 'dir';

/** A design value's path: a top-level key (`textColor`, `fontSize`) or a button key (`button.color`). */
export type DesignPath = Exclude<keyof PageDesign, 'button' | BreakpointName> | `button.${keyof ButtonDesign}`;

type Loose = Record<string, unknown>;

/** The fields of an object shape (`s.object`), by name. */
function fieldsOf(shape: Shape<unknown>): Readonly<Record<string, Shape<unknown>>> {
  return shape.info.kind === 'object' ? shape.info.fields : {};
}

const DESIGN_FIELDS = fieldsOf(designShape as Shape<unknown>);
const SETTINGS_FIELDS = fieldsOf(fieldsOf(pageShape as Shape<unknown>).settings!);

/** The shape of a design value at `path`, or undefined for a path the design does not have. */
export function designFieldShape(path: string): Shape<unknown> | undefined {
  const [head, tail, extra] = path.split('.');
  if (extra !== undefined || head === undefined) return undefined;
  if (tail === undefined) return head === 'button' || isLevelKey(head) ? undefined : DESIGN_FIELDS[head];
  return head === 'button' ? (BUTTON_DESIGN_FIELDS as Record<string, Shape<unknown>>)[tail] : undefined;
}

/** Whether a narrower device may override the value at `path` (only the shape's md/sm/xs keys). */
export const isDeviceDesignPath = (path: string): boolean => Object.hasOwn(DEVICE_DESIGN_FIELDS, path);

const isLevelKey = (key: string): boolean => BREAKPOINTS.some((bp) => bp.name === key);

/** Whether the document is plainly an object here (a draft's field may hold anything a host loaded). */
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets one metadata flag, one undo step per flip; false removes it (the page then has the default: indexed). */
export function setMetadataFlag(field: MetadataFlag, value: boolean): Command {
  return (state, dispatch) => {
    if (!state.editable || Boolean(state.doc.metadata?.[field]) === value) return false;
    if (dispatch) {
      const tx = transaction(
        state,
        `Change page ${field}`,
        (doc: Draft<PageDefinition>) => {
          const metadata = (doc.metadata ??= {});
          if (value) metadata[field] = true;
          else delete metadata[field];
        },
        // A switch is flipped, not typed: each flip is its own step (merged, on then off would
        // undo to where it started in one step that changes nothing).
        { policy: 'record', group: `meta:${field}` },
      );
      if (tx) dispatch(tx);
    }
    return true;
  };
}

/** Sets the page's language or direction; undefined removes it (the renderer then says `en`, `ltr`). Refuses a value the template format refuses. */
export function setPageSetting(key: PageSettingKey, value: string | undefined): Command {
  return (state, dispatch) => {
    if (!state.editable || state.doc.settings?.[key] === value) return false;
    if (value !== undefined && !SETTINGS_FIELDS[key]?.test(value)) return false;
    if (dispatch) {
      const tx = transaction(
        state,
        `Change page ${key}`,
        (doc: Draft<PageDefinition>) => {
          const settings = (doc.settings ??= {}) as Loose;
          if (value === undefined) delete settings[key];
          else settings[key] = value;
        },
        { policy: 'merge', group: `setting:${key}` },
      );
      if (tx) dispatch(tx);
    }
    return true;
  };
}

/** The value the design sets at `path` for `level` (not inherited), from a document. */
export function designValueAt(state: Pick<EditorState, 'doc'>, path: string, level: Level): unknown {
  const design = state.doc.settings?.design as Loose | undefined;
  const holder = level === 'desktop' ? design : design?.[level];
  if (!isObject(holder)) return undefined;
  const [head, tail] = path.split('.') as [string, string | undefined];
  if (tail === undefined) return holder[head];
  const nested = holder[head];
  return isObject(nested) ? nested[tail] : undefined;
}

/**
 * Sets (or with undefined, removes) one design value at `level`: desktop writes `settings.design`,
 * a narrower level its `md`, `sm` or `xs` object, which only holds the per-device values
 * (DEVICE_DESIGN_FIELDS). Objects left empty by a removal go too, so a page whose design is all
 * reset has none (and gets no design CSS). Refused for a path or value the design shape refuses.
 */
export function setDesign(path: string, value: unknown, level: Level = 'desktop'): Command {
  return (state, dispatch) => {
    if (!state.editable) return false;
    const shape = designFieldShape(path);
    if (shape === undefined || (level !== 'desktop' && !isDeviceDesignPath(path))) return false;
    if (value !== undefined && !shape.test(value)) return false;
    if (designValueAt(state, path, level) === value) return false;
    if (dispatch) {
      const tx = transaction(
        state,
        `Change design ${path}`,
        (doc: Draft<PageDefinition>) => {
          const settings = (doc.settings ??= {}) as Loose;
          const design = (settings.design = isObject(settings.design) ? settings.design : {});
          const trail: [Loose, string][] = [[settings, 'design']];
          let holder = design;
          if (level !== 'desktop') {
            holder = design[level] = isObject(design[level]) ? design[level] : {};
            trail.push([design, level]);
          }
          const [head, tail] = path.split('.') as [string, string | undefined];
          if (tail !== undefined) {
            trail.push([holder, head]);
            holder = holder[head] = isObject(holder[head]) ? holder[head] : {};
          }
          const name = tail ?? head;
          if (value === undefined) delete holder[name];
          else holder[name] = value;
          // Innermost first: an emptied button or level object goes, then an emptied design.
          for (const [parent, key] of trail.reverse())
            if (isObject(parent[key]) && Object.keys(parent[key]).length === 0) delete parent[key];
        },
        { policy: 'merge', group: `design:${level}:${path}` },
      );
      if (tx) dispatch(tx);
    }
    return true;
  };
}
