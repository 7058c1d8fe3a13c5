/**
 * The template format version, and the one place where older pages are brought up to date.
 *
 * A page records its version in `settings.version` (absent means 1). When the format changes, the
 * change bumps CURRENT_VERSION and adds one step to MIGRATIONS that turns a page of the previous
 * version into the new shape, without mutating its input. Stored pages are never broken: they are
 * migrated on every read, here, before validation.
 */

/** The version this renderer writes and reads natively. */
export const CURRENT_VERSION = 1;

/** A step from version N to N + 1. Returns a new object; never mutates its input. */
type Migration = (page: Record<string, unknown>) => Record<string, unknown>;

/** MIGRATIONS[i] takes a page from version i + 1 to i + 2. Empty while the format is at version 1. */
const MIGRATIONS: readonly Migration[] = [];

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
