/** Node counts over a page, for the benchmark's report and its test. */

/** Template nodes in a value: objects with a string `tagName` (page, sections, containers, columns, blocks). */
export function countNodes(value: unknown): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (Array.isArray(item)) stack.push(...item);
    else if (typeof item === 'object' && item !== null) {
      if (typeof (item as { tagName?: unknown }).tagName === 'string') count++;
      stack.push(...Object.values(item));
    }
  }
  return count;
}

/** Nodes of one kind (by tagName) in a page. */
export function countKind(value: unknown, tagName: string): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (Array.isArray(item)) stack.push(...item);
    else if (typeof item === 'object' && item !== null) {
      if ((item as { tagName?: unknown }).tagName === tagName) count++;
      stack.push(...Object.values(item));
    }
  }
  return count;
}
