/**
 * The social networks' glyphs (SVG paths in a 24x24 viewBox), from social-icon-paths.json, which
 * scripts/generate-social-icons.ts writes. The editor's script replaces this module with one
 * that fetches the same file from the service as the editor starts
 * (editor/render-data/social-icon-paths.ts): the glyphs are a sixth of the script otherwise.
 */
import paths from './social-icon-paths.json' with { type: 'json' };

/** Each network's glyph by network name. */
export const SOCIAL_ICON_PATHS: Readonly<Record<string, string>> = paths;
