/**
 * What the editor asks of its service as it starts, at once and together: `authorize`, the
 * social block's glyphs and the parts it shows at once (editor/lazy/, START_PARTS: the top bar,
 * the panel). The script does not carry those, so they are fetched while authorizing and cost the
 * start nothing. Resolves to what failed, if anything; never rejects. Without the glyphs, or
 * without the parts, the editor still shows the page.
 */
import { ServiceError, type ServiceClient, type Credentials } from '../../api/service-client.ts';
import { loadSocialIconPaths } from '../../render-data/social-icon-paths.ts';
import { loadParts, START_PARTS } from '../../lazy/load-part.ts';
import type { PartLoadError } from '../../lazy/part-load-error.ts';

/** How the start's requests ended: the authorize failure, the glyphs' and the parts' failures, when there were. */
export interface StartOutcome {
  readonly authorize?: ServiceError;
  readonly glyphs?: Error;
  readonly parts?: PartLoadError;
}

/** Starts authorizing with `client`, fetching the glyphs from `baseUrl` and loading the start parts. */
export function beginStart(client: ServiceClient, credentials: Credentials, baseUrl: string): Promise<StartOutcome> {
  const glyphs = loadSocialIconPaths(baseUrl).then(
    () => undefined,
    (error: Error) => error,
  );
  // loadParts rejects with a PartLoadError only.
  const parts = loadParts(START_PARTS).then(
    () => undefined,
    (error: PartLoadError) => error,
  );
  const authorize = client.authorize(credentials).then(
    () => undefined,
    (error: unknown) => ServiceError.from(error ?? 'authorize failed'),
  );
  return Promise.all([authorize, glyphs, parts]).then(([failed, glyphError, partError]) => ({
    ...(failed === undefined ? {} : { authorize: failed }),
    ...(glyphError === undefined ? {} : { glyphs: glyphError }),
    ...(partError === undefined ? {} : { parts: partError }),
  }));
}
