// Lists the registry's attribute labels and choices that a catalog lacks (the panel would show
// them in English): `node --import tsx scripts/screens/missing-labels.ts [lang]`.
import { readFileSync } from 'node:fs';
import { registry } from '../../renderer/index.ts';

const lang = process.argv[2] ?? 'en';
const catalog = JSON.parse(readFileSync(new URL(`../../editor/i18n/catalogs/${lang}.json`, import.meta.url), 'utf8'));
const missing = new Set<string>();
for (const kind of registry.kinds)
  for (const [name, spec] of Object.entries(kind.attributes)) {
    const keys = [`label.${spec.label}`, ...(spec.options ?? []).map((option: string) => `option.${option}`)];
    for (const key of keys) if (!(key in catalog)) missing.add(`${key}   (${kind.tagName}.${name})`);
  }
console.log([...missing].join('\n') || 'none');
