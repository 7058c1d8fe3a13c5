/**
 * The template format version, and the one place where older pages are brought up to date.
 *
 * A page records its version in `settings.version` (absent means 1). When the format changes, the
 * change bumps CURRENT_VERSION and adds one step to MIGRATIONS that turns a page of the previous
 * version into the new shape, without mutating its input. Stored pages are never broken: they are
 * migrated on every read, here, before validation.
 */

/** The version this renderer writes and reads natively. */
export const CURRENT_VERSION = 2;

/** A step from version N to N + 1. Returns a new object; never mutates its input. */
type Migration = (page: Record<string, unknown>) => Record<string, unknown>;

/**
 * Version 2 requires the share image (`metadata.image`) to be an absolute http(s) URL, as the
 * docs always said: social networks' crawlers resolve nothing against the page. Version 1 took
 * any URL; a relative or `data:` one was written into `og:image`, where it did nothing. The step
 * leaves such a value out, so a stored page renders as it did, minus a tag no crawler could use.
 */
const ABSOLUTE_HTTP = /^https?:\/\//i;
function shareImageMustBeAbsolute(page: Record<string, unknown>): Record<string, unknown> {
  const metadata = page.metadata;
  if (typeof metadata !== 'object' || metadata === null || !Object.hasOwn(metadata, 'image')) return page;
  const image = (metadata as { image?: unknown }).image;
  if (typeof image !== 'string' || image === '' || ABSOLUTE_HTTP.test(image.trim())) return page;
  const { image: _dropped, ...rest } = metadata as Record<string, unknown>;
  return { ...page, metadata: rest };
}

/**
 * MIGRATIONS[i] takes a page from version i + 1 to i + 2. A step returns its input itself when it
 * has nothing to change: the editor renders after every keystroke, and its caches know unchanged
 * subtrees by identity.
 */
const MIGRATIONS: readonly Migration[] = [shareImageMustBeAbsolute];

/** The page's declared version, or 1 when it declares none (or declares something unusable: validation reports that). */
export function versionOf(page: unknown): number {
  if (typeof page !== 'object' || page === null) return CURRENT_VERSION;
  const settings = Object.hasOwn(page, 'settings') ? (page as { settings?: unknown }).settings : undefined;
  if (typeof settings !== 'object' || settings === null || !Object.hasOwn(settings, 'version')) return 1;
  const version = (settings as { version?: unknown }).version;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : 1;
}

/**
 * The page brought to CURRENT_VERSION. A page from a newer version is returned as it is; the
 * schema then reports its version as unsupported.
 */
export function migrate(page: unknown): unknown {
  const from = versionOf(page);
  if (from >= CURRENT_VERSION || typeof page !== 'object' || page === null) return page;
  let current = page as Record<string, unknown>;
  for (let version = from; version < CURRENT_VERSION; version++) {
    const step = MIGRATIONS[version - 1];
    if (!step) throw new Error(`No migration from template version ${version}`);
    current = step(current);
  }
  return current;
}
