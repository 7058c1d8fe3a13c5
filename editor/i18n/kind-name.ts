/**
 * A node kind's name in the UI: its translation (`kind.<tagName>` in the catalogs), else the
 * registry's English label, so a kind added without translations still reads well.
 */
import { registry } from '../../renderer/blocks/registry.ts';
import type { Translator } from './translator.ts';

export function kindName(t: Translator, tagName: string): string {
  const key = `kind.${tagName}` as const;
  return t.has(key) ? t.t(key) : (registry.get(tagName)?.label ?? tagName);
}
