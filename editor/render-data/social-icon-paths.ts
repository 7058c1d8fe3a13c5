/**
 * The editor's copy of renderer/blocks/shared/social-icon-paths.ts (scripts/build-editor.mjs
 * swaps it in): the same glyphs, fetched from the service (/lp-editor-icons.json, the same JSON
 * file) while the editor authorizes, instead of carried in the script. Until they arrive (or if
 * they cannot be fetched) a glyph renders as an empty path; the editor renders nothing before.
 */
import { fetchStringMap } from '../api/fetch-string-map.ts';

/** Each network's glyph by network name; filled by loadSocialIconPaths. */
export const SOCIAL_ICON_PATHS: Record<string, string> = {};

/** Fetches the glyphs once from `serviceBase`; rejects (and lets a later call retry) when the service does not answer with them. */
export function loadSocialIconPaths(serviceBase: string): Promise<void> {
  return fetchStringMap(`${serviceBase}/lp-editor-icons.json`, {
    status: (status) => `GET /lp-editor-icons.json answered ${status}`,
    shape: '/lp-editor-icons.json is not an object',
  }).then((paths) => void Object.assign(SOCIAL_ICON_PATHS, paths));
}
