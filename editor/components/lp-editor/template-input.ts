/**
 * What `load()` accepts: a page object, or its JSON text (as the render endpoints take it). The
 * template is checked with the renderer's own rules (limits, format version, schema); a template
 * that fails is refused with the renderer's message and paths, and the current page stays.
 */
import { checkTemplate, type PageDefinition } from '../../../renderer/index.ts';

/** A template that cannot be loaded; `detail` is the renderer's error (issues with paths). */
export class TemplateLoadError extends Error {
  constructor(
    message: string,
    readonly detail: unknown,
  ) {
    super(message);
    this.name = 'TemplateLoadError';
  }
}

/** Parses and checks a template; the page to load. */
export function readTemplate(template: unknown): PageDefinition {
  let value = template;
  if (typeof template === 'string') {
    try {
      value = JSON.parse(template) as unknown;
    } catch (error) {
      throw new TemplateLoadError(`The template is not valid JSON: ${(error as Error).message}`, String(error));
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new TemplateLoadError(
      'The template must be a page object (or its JSON text).',
      value === null ? 'null' : typeof value,
    );
  try {
    // The renderer's own checks (limits, version, schema); the canvas then renders it once.
    return checkTemplate(value);
  } catch (error) {
    const detail = (error as { issues?: unknown }).issues ?? String(error);
    throw new TemplateLoadError((error as Error).message, detail);
  }
}
