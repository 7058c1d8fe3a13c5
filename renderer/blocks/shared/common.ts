/**
 * Attribute presets several kinds share, so that "padding" or "text color" means the same thing,
 * with the same type, label and panel group, wherever it appears.
 */
import { attr, type Declarations } from '../../attributes/spec.ts';

/** Outer spacing of a block inside its column. */
export const padding = (defaultValue: string | undefined, part?: string) =>
  attr.box({
    label: 'Padding',
    group: 'spacing',
    ...(defaultValue ? { default: defaultValue } : {}),
    css: part ? { part, property: 'padding' } : 'padding',
  });

export const backgroundColor = (part?: string, defaultValue?: string) =>
  attr.color({
    label: 'Background color',
    group: 'background',
    ...(defaultValue ? { default: defaultValue } : {}),
    css: part ? { part, property: 'background-color' } : 'background-color',
  });

export const textColor = (part?: string, defaultValue?: string) =>
  attr.color({
    label: 'Text color',
    group: 'typography',
    ...(defaultValue ? { default: defaultValue } : {}),
    css: part ? { part, property: 'color' } : 'color',
  });

export const borderRadius = (part?: string, defaultValue?: string) =>
  attr.box({
    label: 'Corner radius',
    group: 'border',
    ...(defaultValue ? { default: defaultValue } : {}),
    css: part ? { part, property: 'border-radius' } : 'border-radius',
  });

/** Horizontal alignment of a block's content, as text-align on the block. */
export const align = (defaultValue: 'left' | 'center' | 'right') =>
  attr.choice(['left', 'center', 'right'], {
    label: 'Alignment',
    group: 'layout',
    default: defaultValue,
    css: 'text-align',
  });

const FLEX_ALIGN: Record<string, string> = { left: 'flex-start', center: 'center', right: 'flex-end' };

/** Horizontal alignment of a flex row's items (social icons, a divider line). */
export const flexAlign = (defaultValue: 'left' | 'center' | 'right', part?: string) =>
  attr.choice(['left', 'center', 'right'], {
    label: 'Alignment',
    group: 'layout',
    default: defaultValue,
    css: {
      ...(part ? { part } : {}),
      declarations: (v): Declarations => [['justify-content', FLEX_ALIGN[v] ?? 'center']],
    },
  });

const VERTICAL: Record<string, string> = { top: 'flex-start', middle: 'center', bottom: 'flex-end' };

/** Vertical alignment of the content of a flex column (sections, columns). */
export const verticalAlign = () =>
  attr.choice(['top', 'middle', 'bottom'], {
    label: 'Vertical alignment',
    group: 'layout',
    default: 'top',
    css: { declarations: (v): Declarations => [['justify-content', VERTICAL[v] ?? 'flex-start']] },
  });

/** The typography attributes of text-bearing blocks. Unset values inherit the page's global style. */
export const typography = (part?: string) => {
  const on = (property: string) => (part ? { part, property } : property);
  return {
    'font-family': attr.fontFamily({ label: 'Font', group: 'typography', css: on('font-family') }),
    'font-size': attr.length({ label: 'Font size', group: 'typography', css: on('font-size') }),
    'font-weight': attr.fontWeight({ label: 'Font weight', group: 'typography', css: on('font-weight') }),
    'line-height': attr.lineHeight({ label: 'Line height', group: 'typography', css: on('line-height') }),
    'letter-spacing': attr.letterSpacing({ label: 'Letter spacing', group: 'typography', css: on('letter-spacing') }),
  };
};

/** Link target and the matching rel. */
export const linkRel = (target: unknown): string | undefined => (target === '_blank' ? 'noopener' : undefined);
