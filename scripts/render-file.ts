/**
 * Renders a template file to an HTML file: the shared core of `npm start` and `npm run render`.
 * Reads JSON, renders through the one renderer entry, writes the HTML, and explains problems
 * in words a newcomer can act on.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  renderPage,
  TemplateLimitError,
  TemplateValidationError,
  formatPath,
  type RenderOptions,
  type RenderResult,
} from '../renderer/index.ts';

export interface RenderFileOptions extends RenderOptions {
  readonly syncedFile?: string;
  readonly fontsFile?: string;
}

function readJson(file: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the ${what} ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`The ${what} ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Renders `input` to `output`; returns the result. Throws an Error with a readable message. */
export function renderFile(input: string, output: string, options: RenderFileOptions = {}): RenderResult {
  const template = readJson(input, 'template');
  const { syncedFile, fontsFile, ...renderOptions } = options;
  const syncedSections = syncedFile
    ? (readJson(syncedFile, 'synced sections file') as RenderOptions['syncedSections'])
    : undefined;
  const fonts = fontsFile ? (readJson(fontsFile, 'fonts file') as RenderOptions['fonts']) : undefined;
  let result: RenderResult;
  try {
    result = renderPage(template, {
      ...renderOptions,
      ...(syncedSections ? { syncedSections } : {}),
      ...(fonts ? { fonts } : {}),
    });
  } catch (error) {
    if (error instanceof TemplateValidationError) {
      const lines = error.issues.map((issue) => `  ${formatPath(issue.path) || '(root)'}: ${issue.message}`);
      throw new Error(`${input} is not a valid template:\n${lines.join('\n')}`);
    }
    if (error instanceof TemplateLimitError) throw new Error(`${input} is too large: ${error.message}`);
    throw error;
  }
  mkdirSync(dirname(resolve(output)), { recursive: true });
  writeFileSync(output, result.html);
  return result;
}

/** Warnings as lines for the terminal. */
export function formatWarnings(result: RenderResult): string[] {
  return result.warnings.map(
    (w) =>
      `  warning ${w.type}${w.uid ? ` (node ${w.uid}${w.attribute ? `, ${w.attribute}` : ''})` : ''}: ${w.message}`,
  );
}
