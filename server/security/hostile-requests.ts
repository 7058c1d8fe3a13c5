/**
 * The requests and checks of the hostile-input suite: an ordinary request of each endpoint that a
 * case bends one way (a field overridden or removed, raw members added, a raw body), the pages
 * the cases render, and the checks a case runs on its answer.
 */
import { expect } from 'chai';
import { renderPage } from '../../renderer/index.ts';
import { column, page, section, text } from '../../renderer/testing/builders.ts';
import type { ErrorCode } from '../http/error-codes.ts';
import type { CreatedKeys } from '../keys/accounts.ts';
import type { TestApp } from '../testing/test-app.ts';
import { send, withRawMembers, type HostileRequest, type HostileResponse } from './hostile-payloads.ts';

/** The keys a case may use: one account for example.com, and two secret keys made unusable. */
export interface Keys {
  readonly main: CreatedKeys;
  readonly expiredSecret: string;
  readonly revokedSecret: string;
}

/** One attack: the request, and the status (with the error code, for an error) it must get. */
export interface HostileCase {
  readonly name: string;
  readonly request: (keys: Keys) => HostileRequest;
  readonly status: number;
  readonly code?: ErrorCode;
  /** More checks on the answer (the body's details, side effects). */
  readonly check?: (response: HostileResponse, keys: Keys) => unknown;
}

/** The endpoints under attack. */
export const GET_HTML = '/landing-page/get-html';
export const JSON2HTML = '/landing-page/v1/json2html';
export const AUTHORIZE = '/editor/v1/authorize';

/** The ordinary page every normal request renders, and the bytes it must render to. */
export const definition = JSON.stringify(page(section({ uid: 's' }, column({ uid: 'c' }, text('<p>Hello</p>')))));
export const expectedHtml = renderPage(definition, { fonts: [] }).html;
/** A page whose one section shows synced section 7 (its embedded content is stale). */
export const syncedPage = (id: number | string = 7) =>
  JSON.stringify(page(section({ uid: 's', syncedId: id }, column(text('<p>STALE</p>')))));
/** A section (JSON text) whose one text block says `words`. */
export const sectionText = (words: string, fields: Record<string, unknown> = {}) =>
  JSON.stringify(section(fields, column(text(`<p>${words}</p>`))));
/** A page with `content` in its one text block. */
export const pageWithText = (content: string) => JSON.stringify(page(section(column(text(content)))));
/** A page definition as raw JSON text, with `members` added to the page, the text block or its attributes. */
export const rawPage = (where: 'page' | 'block' | 'attributes', members: string) => {
  const fields = where === 'block' ? `,${members}` : where === 'attributes' ? `,"attributes":{${members}}` : '';
  const block = `{"tagName":"text","content":"<p>Hi</p>"${fields}}`;
  return `{"tagName":"page",${where === 'page' ? `${members},` : ''}"children":[{"tagName":"section","children":[{"tagName":"column","children":[${block}]}]}]}`;
};
/** A pollution payload: keys that, landed on Object.prototype, would show in any later render. */
export const POLLUTION = '{"polluted":"yes","metadata":{"title":"POLLUTED"},"content":"POLLUTED"}';

/** `base` with `overrides`, where an override of undefined removes the field. */
export function withOverrides(
  base: Record<string, unknown>,
  overrides: Record<string, unknown>,
): Record<string, unknown> {
  const body = { ...base, ...overrides };
  for (const [field, value] of Object.entries(overrides)) if (value === undefined) delete body[field];
  return body;
}
/** The fields of an ordinary get-html request. */
export const getHtmlFields = (keys: Keys): Record<string, unknown> => ({
  apiKey: keys.main.apiKey,
  hostname: 'www.example.com',
  definition,
  options: { fonts: '[]' },
});
/** A get-html request: the ordinary fields, with `overrides`. */
export const getHtml = (keys: Keys, overrides: Record<string, unknown> = {}): HostileRequest => ({
  path: GET_HTML,
  body: withOverrides(getHtmlFields(keys), overrides),
});
/** A get-html request as raw JSON text with `members` added to the body. */
export const getHtmlRaw = (keys: Keys, members: string, overrides: Record<string, unknown> = {}): HostileRequest => ({
  path: GET_HTML,
  body: withRawMembers(withOverrides(getHtmlFields(keys), overrides), members),
  headers: { 'content-type': 'application/json' },
});
/** A get-html request whose body is `body` as is, with `contentType`. */
export const getHtmlBody = (
  body: string | Uint8Array,
  contentType = 'application/json',
  extra: Record<string, string> = {},
): HostileRequest => ({
  path: GET_HTML,
  body,
  headers: { 'content-type': contentType, ...extra },
});
/** A json2html request with `secret` as X-Secret-Key (none when undefined). */
export const json2html = (
  secret: string | undefined,
  body: unknown = { definition, options: { fonts: '[]' } },
  headers: Record<string, string> = {},
): HostileRequest => ({
  path: JSON2HTML,
  body,
  headers: {
    ...(secret === undefined ? {} : { 'x-secret-key': secret }),
    ...(typeof body === 'string' || body instanceof Uint8Array ? { 'content-type': 'application/json' } : {}),
    ...headers,
  },
});
/** An authorize request: the ordinary fields, with `overrides`. */
export const authorize = (keys: Keys, overrides: Record<string, unknown> = {}): HostileRequest => ({
  path: AUTHORIZE,
  body: withOverrides({ apiKey: keys.main.apiKey, userId: 'u1', hostname: 'www.example.com' }, overrides),
});

/** Checks a case runs on its answer. */
export const rendersBaseline = (response: HostileResponse) => expect(response.body.html).to.equal(expectedHtml);
export const rendered =
  (...present: string[]) =>
  (response: HostileResponse) => {
    for (const words of present) expect(response.body.html).to.include(words);
  };
export const limitNamed = (limit: string) => (response: HostileResponse) =>
  expect(response.body.errorText ?? response.body.message).to.include(limit);
export const errorAt = (path: string) => (response: HostileResponse) =>
  expect(response.body.errors.map((e: { path: string }) => e.path)).to.include(path);

let usageProbes = 0;
/** Usage recording still works after the case: a fresh render's usage row reaches the database. */
export const usageStillRecorded = (app: () => TestApp) => async (_response: HostileResponse, keys: Keys) => {
  const probe = `usage-probe-${++usageProbes}`;
  expect((await send(app().url, getHtml(keys, { userId: probe }))).status).to.equal(200);
  await app().services.usage.flush();
  const rows = await app().services.db.query('SELECT 1 FROM render_usage WHERE user_id = $1', [probe]);
  expect(rows, 'the usage row of a later, ordinary render').to.have.length(1);
};

/** The real secret key with its last character changed. */
export const forgedSecret = (keys: Keys) =>
  keys.main.secretKey.slice(0, -1) + (keys.main.secretKey.endsWith('a') ? 'b' : 'a');
/** A get-html request from `hostname`; `code` null means it must render (200). */
export const hostnameCase = (
  hostname: string,
  status = 401,
  code: ErrorCode | null = 'hostname_not_allowed',
  label = JSON.stringify(hostname),
): HostileCase => ({
  name: `hostname ${label} for a key of example.com`,
  request: (keys) => getHtml(keys, { hostname }),
  status,
  ...(code === null ? { check: rendersBaseline } : { code }),
});
