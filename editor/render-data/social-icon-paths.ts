/**
 * The editor's copy of renderer/blocks/shared/social-icon-paths.ts (scripts/build-editor.mjs
 * swaps it in): the same glyphs, fetched from the service (/lp-editor-icons.json, the same JSON
 * file) while the editor authorizes, instead of carried in the script. Until they arrive (or if
 * they cannot be fetched) a glyph renders as an empty path; the editor renders nothing before.
 */

/** Each network's glyph by network name; filled by loadSocialIconPaths. */
export const SOCIAL_ICON_PATHS: Record<string, string> = {};

let loading: Promise<void> | undefined;

/** Fetches the glyphs once from `serviceBase`; rejects (and lets a later call retry) when the service does not answer with them. */
export function loadSocialIconPaths(serviceBase: string): Promise<void> {
  loading ??= (async () => {
    const response = await fetch(`${serviceBase}/lp-editor-icons.json`, { credentials: 'omit' });
    if (!response.ok) throw new Error(`GET /lp-editor-icons.json answered ${response.status}`);
    const paths = (await response.json()) as unknown;
    if (paths === null || typeof paths !== 'object') throw new Error('/lp-editor-icons.json is not an object');
    for (const [network, path] of Object.entries(paths)) if (typeof path === 'string') SOCIAL_ICON_PATHS[network] = path;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

