/**
 * What a list attribute's items are, read from its shape (`attr.list(s.array(s.object(...)))`):
 * the item's fields with the control each needs, a new item that the shape accepts, and a
 * one-line summary of an item. The list editor is built from this, never from the kind, so a
 * list a kind adds tomorrow gets an editor too.
 */
import type { Shape, ShapeInfo } from '../../../../renderer/schema/shape.ts';
import type { StartsAs } from '../../../../renderer/schema/shape-core.ts';

/** One field of a list item and how it is edited. */
export interface ItemField {
  readonly name: string;
  readonly shape: Shape<unknown>;
  readonly required: boolean;
  /** enum: a select; boolean: a switch; list: a nested list editor; text and number: an input. */
  readonly control: 'enum' | 'boolean' | 'list' | 'text' | 'number';
  /** For `enum`: the values, in the shape's order. */
  readonly values?: readonly string[];
  /** Shown only for these values of a sibling field (the shape's `shownWhen`). */
  readonly shownWhen?: { readonly field: string; readonly values: readonly string[] };
}

/** A list item: a plain object. */
export type Item = Readonly<Record<string, unknown>>;

/** The item shape of an array shape, when its items are objects; else undefined (no editor). */
export function itemShape(list: Shape<unknown>): Shape<unknown> | undefined {
  const info = list.info;
  return info.kind === 'array' && info.item.info.kind === 'object' ? info.item : undefined;
}

/** The most items the list holds (the shape's `max`), or Infinity. */
export function maxItems(list: Shape<unknown>): number {
  return list.info.kind === 'array' ? list.info.max : Number.POSITIVE_INFINITY;
}

function controlOf(info: ShapeInfo): ItemField['control'] {
  switch (info.kind) {
    case 'enum':
      return 'enum';
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'array':
      return info.item.info.kind === 'object' ? 'list' : 'text';
    default:
      return 'text';
  }
}

/** The fields of an item shape, in the shape's order. */
export function itemFields(item: Shape<unknown>): ItemField[] {
  const info = item.info;
  if (info.kind !== 'object') return [];
  return Object.entries(info.fields).map(([name, shape]) => {
    const control = controlOf(shape.info);
    return {
      name,
      shape,
      required: info.required.has(name),
      ...(info.shownWhen?.[name] ? { shownWhen: info.shownWhen[name] } : {}),
      control,
      ...(shape.info.kind === 'enum' ? { values: shape.info.values } : {}),
    };
  });
}

/**
 * A new item the shape accepts: each required field filled. A text is empty when the shape takes
 * that (a URL to type), else the field's name numbered to stay unique (`name3`). When such a
 * numbered text already tells items apart, an enum starts at its first value (a form field's
 * type: text); otherwise the enum's first value no item uses yet does (a social link's network).
 * Then the texts the shape starts items of that value with (its `startsAs`: a form field's label
 * and name by its type) take their place, a name numbered when another item has it (`text_2`).
 */
export function newItem(item: Shape<unknown>, existing: readonly Item[]): Item {
  const made: Record<string, unknown> = {};
  const all = itemFields(item);
  const fields = all.filter((field) => field.required);
  const named = fields.some(tellsApart);
  for (const field of fields) {
    if (field.control === 'enum') {
      const values = field.values ?? [];
      const unused = values.find((value) => !existing.some((e) => e[field.name] === value));
      made[field.name] = named ? values[0] : (unused ?? values[0]);
    } else if (field.control === 'boolean') made[field.name] = false;
    else if (field.control === 'list') made[field.name] = [];
    else if (field.control === 'number') made[field.name] = 0;
    else made[field.name] = uniqueText(field, existing);
  }
  const starts = startsAs(item);
  const start = starts === undefined ? undefined : starts.values[String(made[starts.field])];
  for (const field of all) {
    const text = start?.[field.name];
    if (text !== undefined) made[field.name] = tellsApart(field) ? unique(text, field, existing) : text;
  }
  return made;
}

/** A required text that cannot be empty tells items apart (a form field's name): no two items share one. */
const tellsApart = (field: ItemField): boolean => field.required && field.control === 'text' && !field.shape.test('');

function startsAs(item: Shape<unknown>): StartsAs | undefined {
  return item.info.kind === 'object' ? item.info.startsAs : undefined;
}

/** `text`, or `text_2`, `text_3`... : the first that no other item has in `field`. */
function unique(text: string, field: ItemField, others: readonly Item[]): string {
  const taken = (candidate: string) => others.some((other) => other[field.name] === candidate);
  if (!taken(text)) return text;
  for (let n = 2; n < others.length + 3; n++) if (!taken(`${text}_${n}`)) return `${text}_${n}`;
  return text;
}

/**
 * The item with `field` set to `value` (`withField`). When `field` is the one the shape starts
 * texts by (a form field's type), each text still as the old value started it (a name numbered or
 * not) becomes the new value's: a new field turned into an email field reads "Email", `email`. A
 * text someone changed stays.
 */
export function edited(
  item: Shape<unknown>,
  current: Item,
  field: ItemField,
  value: unknown,
  others: readonly Item[],
): Item {
  const next: Record<string, unknown> = { ...withField(current, field, value) };
  const starts = startsAs(item);
  if (starts === undefined || field.name !== starts.field || typeof value !== 'string') return next;
  const before = starts.values[String(current[field.name])] ?? {};
  const after = starts.values[value] ?? {};
  const fields = itemFields(item);
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const text = fields.find((f) => f.name === name);
    if (text === undefined || !asStarted(current[name], before[name], tellsApart(text))) continue;
    const start = after[name];
    if (start !== undefined) next[name] = tellsApart(text) ? unique(start, text, others) : start;
    else if (!text.required) delete next[name];
  }
  return next;
}

/** Whether `now` is still what `start` made it: the same text, or for a name, the same numbered (`text_2`). */
function asStarted(now: unknown, start: string | undefined, numbered: boolean): boolean {
  if (now === undefined || start === undefined) return now === start;
  if (now === start) return true;
  return (
    numbered && typeof now === 'string' && now.startsWith(`${start}_`) && /^\d+$/.test(now.slice(start.length + 1))
  );
}

function uniqueText(field: ItemField, existing: readonly Item[]): string {
  // An empty text when the shape takes one (a URL to type); else the field's name, numbered.
  if (field.shape.test('')) return '';
  for (let n = existing.length + 1; n < existing.length + 1_000; n++) {
    const candidate = `${field.name}${n}`;
    if (field.shape.test(candidate) && !existing.some((e) => e[field.name] === candidate)) return candidate;
  }
  return '';
}

/** The item with `name` set to `value`; an optional field set to undefined or '' is removed. */
export function withField(item: Item, field: ItemField, value: unknown): Item {
  const next: Record<string, unknown> = { ...item };
  if (value === undefined || (value === '' && !field.required) || (value === false && !field.required))
    delete next[field.name];
  else next[field.name] = value;
  return next;
}

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = list.slice();
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * Whether a field is worth showing for this item: always when set, else when the item shape's
 * `shownWhen` (the kind's own rule: a form field's options are a select's) allows it.
 */
export function isRelevant(field: ItemField, item: Item): boolean {
  const when = field.shownWhen;
  if (when === undefined || item[field.name] !== undefined) return true;
  const sibling = item[when.field];
  return typeof sibling !== 'string' || when.values.includes(sibling);
}
