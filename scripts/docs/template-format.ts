/**
 * The generated parts of docs/template-format.md, built from the registry and the constants the
 * renderer enforces, so the contract the doc states is the one the code keeps. Each part fills
 * the region between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`.
 */
import { isResponsive, type AttributeSpec } from '../../renderer/attributes/spec.ts';
import { MAX_TEXT, MAX_URL } from '../../renderer/attributes/types.ts';
import { UID_MAX } from '../../renderer/attributes/patterns.ts';
import { LEVELS, type LevelInfo } from '../../renderer/breakpoints.ts';
import { registry, type Registry } from '../../renderer/blocks/registry.ts';
import { kindFixtures } from '../../renderer/blocks/fixtures.ts';
import type { NodeKind } from '../../renderer/blocks/define.ts';
import { MAX_SOCIAL_LINKS } from '../../renderer/blocks/social.ts';
import { MAX_FORM_FIELDS, MAX_SELECT_OPTIONS } from '../../renderer/blocks/form.ts';
import { LIMITS } from '../../renderer/limits.ts';
import { MAX_FONTS, MAX_ISSUES, MAX_STYLE_PROPERTIES, MAX_STYLE_SELECTORS } from '../../renderer/schema/template.ts';
import { MAX_CSS_VALUE } from '../../renderer/css/value.ts';
import { MAX_WARNINGS } from '../../renderer/warnings.ts';
import { RENDER_ERROR_CODES } from '../../renderer/errors.ts';
import { GENERIC_FAMILIES, WEB_FONTS, WEB_SAFE_FONTS } from '../../renderer/fonts/builtin.ts';
import { CURRENT_VERSION } from '../../renderer/model/migrate.ts';
import type { TemplateNode } from '../../renderer/model/node.ts';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

function describeValue(spec: AttributeSpec): string {
  const info = spec.shape.info;
  if (info.kind === 'enum') return `one of ${info.values.map((v) => code(v)).join(', ')}`;
  if (info.kind === 'boolean') return 'boolean';
  if (info.kind === 'number') return `${info.integer ? 'integer' : 'number'}, ${info.min} to ${info.max}`;
  if (spec.control === 'url' || spec.control === 'image') return `URL (at most ${MAX_URL} characters)`;
  if (info.kind === 'array') return 'list (see below)';
  return spec.shape.describe;
}

function attributeTable(kind: NodeKind): string {
  const rows = Object.entries(kind.attributes).map(([name, spec]) => {
    const fallback = spec.default === undefined ? '(not set)' : code(spec.default);
    const description = [spec.label, spec.doc].filter(Boolean).join('. ');
    return `| ${code(name)} | ${cell(describeValue(spec))} | ${cell(fallback)} | ${isResponsive(spec) ? 'yes' : 'no'} | ${cell(description)} |`;
  });
  if (rows.length === 0) return '_No attributes._';
  return ['| Attribute | Value | Default | Per breakpoint | Meaning |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** The node of a kind inside its example page (the first one of that tagName); none for the page itself. */
function exampleNode(kind: NodeKind, fixture: TemplateNode | undefined): TemplateNode | undefined {
  if (!fixture || kind.role === 'page') return undefined;
  const stack: TemplateNode[] = [fixture];
  while (stack.length > 0) {
    const node = stack.shift() as TemplateNode;
    if (node.tagName === kind.tagName && node !== fixture) return node;
    if (node.container) stack.push(node.container);
    stack.push(...(node.children ?? []));
  }
  return undefined;
}

function kindSection(kind: NodeKind, fixture: TemplateNode | undefined): string {
  const lines = [`### \`${kind.tagName}\` (${kind.label})`, '', kind.description, ''];
  if (kind.accepts.length > 0)
    lines.push(
      `Children: ${kind.accepts.map((role) => (role === 'block' ? 'blocks' : `\`${role}\` nodes`)).join(', ')}.`,
      '',
    );
  if (kind.content === 'rich')
    lines.push('`content`: HTML, sanitized to text formatting (see [Content](#content)).', '');
  if (kind.content === 'inline')
    lines.push('`content`: HTML, sanitized to inline formatting only (see [Content](#content)).', '');
  if (kind.content === 'authored') lines.push('`content`: authored HTML (see [Authored HTML](#authored-html)).', '');
  lines.push(attributeTable(kind));
  const example = exampleNode(kind, fixture);
  if (example)
    lines.push(
      '',
      '<details><summary>Example</summary>',
      '',
      '```json',
      JSON.stringify(example, null, 2),
      '```',
      '',
      '</details>',
    );
  return lines.join('\n');
}

/** The viewport widths at which a level is the narrowest that applies, in words. */
export function levelRange(level: LevelInfo): string {
  if (!Number.isFinite(level.maxWidth)) return `${level.minWidth}px and wider`;
  return level.minWidth === 0 ? `${level.maxWidth}px and narrower` : `${level.minWidth}px to ${level.maxWidth}px`;
}

/** The "Node kinds" region: one section per kind of `kinds` (its description, attribute table and example). */
export function kindSections(kinds: Registry = registry): string {
  const fixtures = kindFixtures(kinds);
  return kinds.kinds.map((kind) => kindSection(kind, fixtures[kind.tagName])).join('\n\n');
}

/** The generated regions of docs/template-format.md, by name. */
export function templateFormatRegions(): Record<string, string> {
  const kinds = kindSections();
  const breakpoints = [
    '| Level | Name | Template key | Applies at viewport widths | Range (where it is the narrowest level that applies) |',
    '|---|---|---|---|---|',
    ...LEVELS.map((level) => {
      const applies = Number.isFinite(level.maxWidth)
        ? `${level.maxWidth}px and narrower`
        : 'every width, unless a narrower level overrides';
      return `| ${level.name} | ${level.label} | \`${level.key}\` | ${applies} | ${levelRange(level)} |`;
    }),
  ].join('\n');
  const limits = [
    '| Limit | Value | What happens past it |',
    '|---|---|---|',
    `| \`maxDefinitionLength\` | ${LIMITS.maxDefinitionLength.toLocaleString('en-US')} characters | Template JSON text (or an object's estimated size): \`template_limit\` |`,
    `| \`maxDepth\` | ${LIMITS.maxDepth} levels | Nesting of JSON objects and arrays: \`template_limit\` |`,
    `| \`maxNodes\` | ${LIMITS.maxNodes.toLocaleString('en-US')} | Nodes, counted again after synced sections are spliced in: \`template_limit\` |`,
    `| \`maxKeysPerObject\` | ${LIMITS.maxKeysPerObject} | Keys of any one object: \`template_limit\` |`,
    `| \`maxArrayLength\` | ${LIMITS.maxArrayLength.toLocaleString('en-US')} | Items of any one array: \`template_limit\` |`,
    `| \`maxStringLength\` | ${LIMITS.maxStringLength.toLocaleString('en-US')} characters | Any one string: \`template_limit\` |`,
    `| \`maxSyncedSections\` | ${LIMITS.maxSyncedSections} | Entries of \`syncedSections\`: \`template_invalid\` |`,
    `| uid | ${UID_MAX} characters | \`template_invalid\` |`,
    `| plain text attributes | ${MAX_TEXT} characters unless the table says otherwise | \`template_invalid\` |`,
    `| URLs | ${MAX_URL} characters | \`template_invalid\` |`,
    `| fonts (page \`fonts\`, \`options.fonts\`) | ${MAX_FONTS} | \`template_invalid\` |`,
    // The style map is an object too: when its selector limit reaches maxKeysPerObject, that limit answers first.
    `| global \`style\` | ${MAX_STYLE_SELECTORS} selectors, ${MAX_STYLE_PROPERTIES} properties each, values of ${MAX_CSS_VALUE} characters | \`template_invalid\`${MAX_STYLE_SELECTORS >= LIMITS.maxKeysPerObject ? ' (more selectors than `maxKeysPerObject`: `template_limit`)' : ''} |`,
    `| social links | ${MAX_SOCIAL_LINKS} per block | \`template_invalid\` |`,
    `| form fields | ${MAX_FORM_FIELDS} per form, ${MAX_SELECT_OPTIONS} options per select | \`template_invalid\` |`,
    `| issues reported | ${MAX_ISSUES} per validation | the rest are not listed |`,
    `| warnings reported | ${MAX_WARNINGS} per render | one \`warnings_truncated\` warning says how many more |`,
  ].join('\n');
  const fonts = [
    `Generic families (always available): ${[...GENERIC_FAMILIES].map((f) => code(f)).join(', ')}.`,
    '',
    `Web-safe fonts (no stylesheet needed): ${WEB_SAFE_FONTS.map((f) => f.label).join(', ')}.`,
    '',
    'Web fonts (a Google Fonts stylesheet for weights 400 and 700 is linked when the page uses them):',
    '',
    '| Font | `style` |',
    '|---|---|',
    ...WEB_FONTS.map((f) => `| ${f.label} | ${code(f.style)} |`),
  ].join('\n');
  const errors = [
    '| Code | Meaning |',
    '|---|---|',
    ...Object.entries(RENDER_ERROR_CODES).map(([c, m]) => `| \`${c}\` | ${m} |`),
  ].join('\n');
  return {
    kinds,
    breakpoints,
    limits,
    fonts,
    errors,
    version: `The current format version is **${CURRENT_VERSION}**.`,
  };
}

/** `markdown` with every generated region replaced by its current content. */
export function fillRegions(markdown: string, regions: Record<string, string>): string {
  let out = markdown;
  for (const [name, body] of Object.entries(regions)) {
    const start = `<!-- generated:${name} -->`;
    const end = `<!-- /generated:${name} -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs: region ${name} is missing its markers`);
    out = `${out.slice(0, from + start.length)}\n${body}\n${out.slice(to)}`;
  }
  return out;
}
