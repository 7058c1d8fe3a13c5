/**
 * The design system's fields as the page settings panel shows them: which value each field edits
 * (a path into `settings.design`), with which of the selection panel's controls, in which group,
 * and, at the level the current device edits, the value set there or the one inherited (desktop
 * → md → sm → xs, as the renderer cascades them: render/design-style.ts) and where it comes from.
 * Each field is given the selection panel's FieldModel, so its controls edit it unchanged.
 */
import {
  BODY_COLORS,
  levelInfo,
  registry,
  type AttributeSpec,
  type Level,
  type PageDefinition,
} from '../../../renderer/index.ts';
import type { Control } from '../../../renderer/attributes/spec.ts';
import { FONT_WEIGHTS } from '../../../renderer/attributes/patterns.ts';
import type { FieldModel } from '../selection-panel/field-model.ts';
import { designFieldShape, designValueAt, isDeviceDesignPath, type DesignPath } from '../../store/page-commands.ts';

/** An unvisited link's color in every major browser (HTML's rendering section): the renderer sets none. */
const BROWSER_LINK_COLOR = '#0000ee';

/** The panel groups of the design, in display order. */
export const DESIGN_GROUPS = ['typography', 'colors', 'buttons', 'layout'] as const;
export type DesignGroup = (typeof DESIGN_GROUPS)[number];

/** One design field: its value's path, its control and group. Its label is `design.<path>`. */
export interface DesignFieldDef {
  readonly path: DesignPath;
  readonly control: Control | 'scale';
  readonly group: DesignGroup;
}

export const DESIGN_FIELDS: readonly DesignFieldDef[] = [
  { path: 'fontFamily', control: 'font', group: 'typography' },
  { path: 'headingFontFamily', control: 'font', group: 'typography' },
  { path: 'headingFontWeight', control: 'select', group: 'typography' },
  { path: 'fontSize', control: 'length', group: 'typography' },
  { path: 'lineHeight', control: 'text', group: 'typography' },
  { path: 'headingScale', control: 'scale', group: 'typography' },
  { path: 'textColor', control: 'color', group: 'colors' },
  { path: 'headingColor', control: 'color', group: 'colors' },
  { path: 'linkColor', control: 'color', group: 'colors' },
  { path: 'backgroundColor', control: 'color', group: 'colors' },
  { path: 'button.backgroundColor', control: 'color', group: 'buttons' },
  { path: 'button.color', control: 'color', group: 'buttons' },
  { path: 'button.borderRadius', control: 'box', group: 'buttons' },
  { path: 'contentWidth', control: 'length', group: 'layout' },
  { path: 'sectionSpacing', control: 'length', group: 'layout' },
];

/**
 * What the page looks like where no level sets a value: the renderer's own defaults for the
 * per-device values (render/design-style.ts, DESKTOP_DEFAULTS; the container's 1140px) and the
 * colors it draws (the reset's body colors, headings in the text color, a button's own defaults;
 * links in the browser's own blue, which the renderer leaves alone), shown as placeholders so an
 * empty field still says what applies rather than "None".
 */
function builtinDefault(path: DesignPath, doc: PageDefinition): unknown {
  switch (path) {
    case 'textColor':
      return BODY_COLORS.text;
    case 'headingColor':
      return designValueAt({ doc }, 'textColor', 'desktop') ?? BODY_COLORS.text;
    case 'linkColor':
      return BROWSER_LINK_COLOR;
    case 'backgroundColor':
      return BODY_COLORS.background;
    case 'button.backgroundColor':
      return registry.get('button')?.attributes['background-color']?.default;
    case 'button.color':
      return registry.get('button')?.attributes.color?.default;
    case 'fontSize':
      return '16px';
    case 'lineHeight':
      return '1.5';
    case 'headingScale':
      return 1.25;
    case 'sectionSpacing':
      return '48px';
    case 'contentWidth':
      return doc.settings?.contentWidth ?? '1140px';
    default:
      return undefined;
  }
}

/** The synthetic attribute spec the controls read (shape, control, options; a radius for the box control). */
function specOf(def: DesignFieldDef, doc: PageDefinition): AttributeSpec {
  return {
    shape: designFieldShape(def.path)!,
    label: `design.${def.path}`,
    group: 'typography',
    control: def.control === 'scale' ? 'number' : def.control,
    default: builtinDefault(def.path, doc),
    ...(def.control === 'select' ? { options: FONT_WEIGHTS } : {}),
    // The box control shows corners (not sides) for a border radius.
    ...(def.control === 'box' ? { css: { property: 'border-radius' } } : {}),
  };
}

/** The field model of a design field at `level`: set here, or inherited from a wider level or the default. */
export function designFieldModel(doc: PageDefinition, def: DesignFieldDef, level: Level): FieldModel {
  const spec = specOf(def, doc);
  const editable = level === 'desktop' || isDeviceDesignPath(def.path);
  const own = editable ? designValueAt({ doc }, def.path, level) : undefined;
  let inherited: unknown;
  let from: Level | 'default' = 'default';
  // A desktop-only value at a narrower level is the desktop value itself.
  for (let wider = editable ? levelInfo(level).inherits : 'desktop'; wider !== undefined; ) {
    const value = designValueAt({ doc }, def.path, wider);
    if (value !== undefined) {
      inherited = value;
      from = wider;
      break;
    }
    wider = levelInfo(wider).inherits;
  }
  return { name: def.path, spec, own, inherited: inherited ?? spec.default, from, editable };
}
