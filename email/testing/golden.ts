/**
 * Golden files for the email renderer: the exact output an example renders to, committed in
 * email/__golden__/. A change in output fails the test until the file is regenerated on purpose
 * (`UPDATE_GOLDEN=1`, then review the diff). Placeholder tokens are written visibly (`⟦T0⟧`),
 * since their private-use characters show as nothing in an editor or a diff.
 */
import { expect } from 'chai';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { placeholderPattern } from '../placeholders.ts';

const DIR = fileURLToPath(new URL('../__golden__/', import.meta.url));

/** `text` with every placeholder token written as `⟦T0⟧`. */
export function visiblePlaceholders(text: string): string {
  return text.replace(placeholderPattern(), (_, letter: string, index: string) => `⟦${letter}${index}⟧`);
}

/** Asserts `text` equals the golden file `name` (placeholders made visible), or writes it when UPDATE_GOLDEN=1. */
export function matchEmailGolden(name: string, text: string): void {
  const file = DIR + name;
  const visible = visiblePlaceholders(text);
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(file, visible);
    return;
  }
  if (!existsSync(file))
    throw new Error(`No golden file ${name}: run with UPDATE_GOLDEN=1 to create it, then review it.`);
  expect(visible, `output differs from golden file ${name} (UPDATE_GOLDEN=1 regenerates it)`).to.equal(
    readFileSync(file, 'utf8'),
  );
}
