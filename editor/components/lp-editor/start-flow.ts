/**
 * What the editor asks of its service as it starts, at once and together: `authorize`, and the
 * social block's glyphs (the script does not carry them, so they are fetched while authorizing
 * and cost the start nothing). Resolves to what failed, if anything; never rejects. Without the
 * glyphs the editor still works.
 */
import { ServiceError, type ServiceClient, type Credentials } from '../../api/service-client.ts';
import { loadSocialIconPaths } from '../../render-data/social-icon-paths.ts';

/** How the start's requests ended: the authorize failure and the glyphs' failure, when there were. */
export interface StartOutcome {
  readonly authorize?: ServiceError;
  readonly glyphs?: Error;
}

/** Starts authorizing with `client` and fetching the glyphs from `baseUrl`. */
export function beginStart(client: ServiceClient, credentials: Credentials, baseUrl: string): Promise<StartOutcome> {
  const glyphs = loadSocialIconPaths(baseUrl).then(() => undefined, (error: Error) => error);
  const authorize = client.authorize(credentials).then(() => undefined, (error: unknown) => ServiceError.from(error ?? 'authorize failed'));
  return Promise.all([authorize, glyphs]).then(([failed, glyphError]) => ({ ...(failed === undefined ? {} : { authorize: failed }), ...(glyphError === undefined ? {} : { glyphs: glyphError }) }));
}
