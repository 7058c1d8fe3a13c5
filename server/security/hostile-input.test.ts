/**
 * Hostile input against the real service (real Express app, real worker pool, PGlite): wrong
 * types, missing fields, malformed and oversized bodies, compression bombs, deep nesting,
 * prototype-pollution keys, Unicode tricks, hostname look-alikes and forged secret keys. Every
 * case must get its documented status and error code, never a 5xx, a crash or a hang; after every
 * case no prototype is polluted and an ordinary render still answers 200 with the same bytes.
 * The service is public: whatever a client sends, it must fail cleanly and keep serving others.
 */
import { deflateSync, gzipSync } from 'node:zlib';
import { expect } from 'chai';
import type { Database } from '../db/database.ts';
import type { ErrorCode } from '../http/error-codes.ts';
import { column, page, section, text } from '../../renderer/testing/builders.ts';
import { TEST_DATABASES } from '../testing/databases.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import {
  deepArrays,
  gzipBomb,
  longSubdomain,
  millionFlatChildren,
  send,
  withRawMembers,
  type HostileResponse,
} from './hostile-payloads.ts';
import {
  AUTHORIZE,
  authorize,
  definition,
  errorAt,
  expectedHtml,
  forgedSecret,
  GET_HTML,
  getHtml,
  getHtmlBody,
  getHtmlFields,
  getHtmlRaw,
  hostnameCase,
  JSON2HTML,
  json2html,
  limitNamed,
  pageWithText,
  POLLUTION,
  rawPage,
  rendered,
  rendersBaseline,
  sectionText,
  syncedPage,
  usageStillRecorded,
  type HostileCase,
  type Keys,
} from './hostile-requests.ts';

function hostileCases(app: () => TestApp): HostileCase[] {
  return [
    // Wrong types, field by field.
    {
      name: 'apiKey is a number',
      request: (k) => getHtml(k, { apiKey: 12345 }),
      status: 400,
      code: 'invalid_request',
      check: errorAt('apiKey'),
    },
    {
      name: 'hostname is an array',
      request: (k) => getHtml(k, { hostname: ['www.example.com'] }),
      status: 400,
      code: 'invalid_request',
      check: errorAt('hostname'),
    },
    {
      name: 'definition is an object instead of JSON text',
      request: (k) => getHtml(k, { definition: JSON.parse(definition) }),
      status: 400,
      code: 'invalid_request',
      check: errorAt('definition'),
    },
    {
      name: 'options is a string',
      request: (k) => getHtml(k, { options: '{"fonts":"[]"}' }),
      status: 400,
      code: 'invalid_request',
      check: errorAt('options'),
    },
    {
      name: 'options.fonts is a number',
      request: (k) => getHtml(k, { options: { fonts: 7 } }),
      status: 400,
      code: 'invalid_request',
      check: errorAt('options.fonts'),
    },
    {
      name: 'options.minify is a string',
      request: (k) => getHtml(k, { options: { fonts: '[]', minify: 'true' } }),
      status: 400,
      code: 'invalid_request',
      check: errorAt('options.minify'),
    },
    {
      name: 'syncedSections is an object',
      request: (k) => getHtml(k, { syncedSections: { 0: { id: 7, definition: sectionText('x') } } }),
      status: 400,
      code: 'invalid_request',
      check: errorAt('syncedSections'),
    },
    {
      name: 'syncedSections[0].id is a boolean',
      request: (k) => getHtml(k, { syncedSections: [{ id: true, definition: sectionText('x') }] }),
      status: 400,
      code: 'invalid_request',
      check: errorAt('syncedSections[0].id'),
    },
    {
      name: 'userId is an object',
      request: (k) => getHtml(k, { userId: { id: 1 } }),
      status: 400,
      code: 'invalid_request',
      check: errorAt('userId'),
    },
    {
      name: 'userId 1e400 (Infinity once parsed)',
      request: (k) => getHtmlRaw(k, '"userId":1e400'),
      status: 400,
      code: 'invalid_request',
      check: errorAt('userId'),
    },
    {
      name: 'apiKey of 10,000 characters',
      request: (k) => getHtml(k, { apiKey: 'pk_' + 'A'.repeat(9_997) }),
      status: 400,
      code: 'invalid_request',
      check: errorAt('apiKey'),
    },

    // Missing fields and bodies that are not one JSON object.
    ...(['apiKey', 'hostname', 'definition', 'options'] as const).map(
      (field): HostileCase => ({
        name: `missing ${field}`,
        request: (k) => getHtml(k, { [field]: undefined }),
        status: 400,
        code: 'invalid_request',
        check: (response) =>
          expect(response.body.errors).to.deep.include({
            path: field,
            code: 'required',
            message: `${field} is required`,
          }),
      }),
    ),
    {
      name: 'missing options.fonts',
      request: (k) => getHtml(k, { options: { minify: true } }),
      status: 400,
      code: 'invalid_request',
      check: errorAt('options.fonts'),
    },
    {
      name: 'empty body with Content-Type: application/json',
      request: () => getHtmlBody(''),
      status: 400,
      code: 'invalid_request',
      check: errorAt('apiKey'),
    },
    { name: 'no body and no Content-Type', request: () => ({ path: GET_HTML }), status: 400, code: 'invalid_body' },
    { name: 'body []', request: () => getHtmlBody('[]'), status: 400, code: 'invalid_body' },
    { name: 'body "string"', request: () => getHtmlBody('"string"'), status: 400, code: 'invalid_json' },
    { name: 'body null', request: () => getHtmlBody('null'), status: 400, code: 'invalid_json' },
    {
      name: 'body that is not JSON',
      request: () => getHtmlBody('apiKey=pk_x&hostname=example.com'),
      status: 400,
      code: 'invalid_json',
    },
    {
      name: 'truncated JSON body',
      request: (k) => getHtmlBody(JSON.stringify(getHtmlFields(k)).slice(0, -7)),
      status: 400,
      code: 'invalid_json',
    },
    {
      name: 'valid JSON sent as text/plain',
      request: (k) => getHtmlBody(JSON.stringify(getHtmlFields(k)), 'text/plain'),
      status: 400,
      code: 'invalid_body',
    },
    {
      name: 'valid JSON sent as a form',
      request: (k) => getHtmlBody(JSON.stringify(getHtmlFields(k)), 'application/x-www-form-urlencoded'),
      status: 400,
      code: 'invalid_body',
    },
    {
      name: 'JSON declared as charset=latin1',
      request: (k) => getHtmlBody(JSON.stringify(getHtmlFields(k)), 'application/json; charset=latin1'),
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'UTF-8 BOM at the start of the body is stripped by the decoder',
      request: (k) => getHtmlBody(`\uFEFF${JSON.stringify(getHtmlFields(k))}`),
      status: 200,
      check: rendersBaseline,
    },

    // definition and fonts: JSON text that is not JSON, or not the right JSON.
    {
      name: 'definition that is not JSON',
      request: (k) => getHtml(k, { definition: '{"tagName":' }),
      status: 400,
      code: 'invalid_json',
      check: errorAt('definition'),
    },
    {
      name: 'definition that is the JSON text null',
      request: (k) => getHtml(k, { definition: 'null' }),
      status: 400,
      code: 'template_invalid',
    },
    {
      name: 'fonts that is not JSON',
      request: (k) => getHtml(k, { options: { fonts: '[{' } }),
      status: 400,
      code: 'invalid_json',
      check: errorAt('options.fonts'),
    },
    {
      name: 'fonts JSON that is an object, not an array',
      request: (k) => getHtml(k, { options: { fonts: '{"label":"A","style":"a"}' } }),
      status: 400,
      code: 'template_invalid',
      check: errorAt('options.fonts'),
    },
    {
      name: 'font entry that is a string',
      request: (k) => getHtml(k, { options: { fonts: '["Arial"]' } }),
      status: 400,
      code: 'template_invalid',
      check: errorAt('options.fonts[0]'),
    },
    {
      name: 'font label that is a number',
      request: (k) => getHtml(k, { options: { fonts: '[{"label":5,"style":"a"}]' } }),
      status: 400,
      code: 'template_invalid',
      check: errorAt('options.fonts[0].label'),
    },
    {
      name: 'font without its style',
      request: (k) => getHtml(k, { options: { fonts: '[{"label":"A"}]' } }),
      status: 400,
      code: 'template_invalid',
      check: errorAt('options.fonts[0].style'),
    },
    {
      name: 'fonts JSON nested 100,000 levels deep',
      request: (k) => getHtml(k, { options: { fonts: deepArrays(100_000) } }),
      status: 400,
      code: 'template_invalid',
    },
    {
      name: 'fonts text past 400,000 characters',
      request: (k) => getHtml(k, { options: { fonts: JSON.stringify([{ label: 'A', style: 'a'.repeat(400_000) }]) } }),
      status: 400,
      code: 'invalid_request',
      check: errorAt('options.fonts'),
    },

    // Size and depth.
    {
      name: 'definition nesting 100,000 levels deep',
      request: (k) => getHtml(k, { definition: `{"tagName":"page","children":[],"x":${deepArrays(100_000)}}` }),
      status: 400,
      code: 'template_limit',
      check: limitNamed('maxDepth'),
    },
    {
      name: 'request body nesting 100,000 levels deep in options (refused by the scan, before JSON.parse)',
      request: (k) => getHtmlRaw(k, `"options":{"fonts":"[]","minify":${deepArrays(100_000)}}`, { options: undefined }),
      status: 400,
      code: 'body_limit',
      check: (r) => expect(r.body.message).to.include('maxDepth'),
    },
    {
      name: 'a million flat children in the definition',
      request: (k) => getHtml(k, { definition: millionFlatChildren() }),
      status: 400,
      code: 'template_limit',
      check: limitNamed('maxArrayLength'),
    },
    {
      name: '4 MB content string',
      request: (k) => getHtml(k, { definition: pageWithText('a'.repeat(4 * 1024 * 1024)) }),
      status: 400,
      code: 'template_limit',
      check: limitNamed('maxStringLength'),
    },
    {
      name: 'definition of 5,000,001 characters',
      request: (k) => getHtml(k, { definition: `{"tagName":"page","x":"${'a'.repeat(5_000_001 - 25)}"}` }),
      status: 400,
      code: 'template_limit',
      check: limitNamed('maxDefinitionLength'),
    },
    {
      name: 'body of 11 MB, over the 10 MB limit',
      request: (k) => getHtml(k, { definition: 'a'.repeat(11 * 1024 * 1024) }),
      status: 413,
      code: 'body_too_large',
    },
    {
      name: 'gzip bomb: 200 KB that inflate to 200 MB',
      request: () => getHtmlBody(gzipBomb(200), 'application/json', { 'content-encoding': 'gzip' }),
      status: 413,
      code: 'body_too_large',
    },
    {
      name: 'Content-Encoding: compress (unsupported)',
      request: (k) =>
        getHtmlBody(JSON.stringify(getHtmlFields(k)), 'application/json', { 'content-encoding': 'compress' }),
      status: 415,
      code: 'unsupported_media_type',
    },
    // A body that claims an encoding it does not have is a bad request, not a server failure.
    {
      name: 'Content-Encoding: gzip on a body that is not gzip',
      request: () => getHtmlBody('{"not":"gzip"}', 'application/json', { 'content-encoding': 'gzip' }),
      status: 400,
      code: 'invalid_body',
    },
    {
      name: 'gzip body cut off after 20 bytes',
      request: (k) =>
        getHtmlBody(gzipSync(JSON.stringify(getHtmlFields(k))).subarray(0, 20), 'application/json', {
          'content-encoding': 'gzip',
        }),
      status: 400,
      code: 'invalid_body',
    },
    {
      name: 'Content-Encoding: br on a body that is not brotli',
      request: () => getHtmlBody('{"not":"brotli"}', 'application/json', { 'content-encoding': 'br' }),
      status: 400,
      code: 'invalid_body',
    },
    {
      name: 'stacked Content-Encoding: gzip, gzip',
      request: (k) =>
        getHtmlBody(JSON.stringify(getHtmlFields(k)), 'application/json', { 'content-encoding': 'gzip, gzip' }),
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'JSON declared as charset=utf-bogus',
      request: (k) => getHtmlBody(JSON.stringify(getHtmlFields(k)), 'application/json; charset=utf-bogus'),
      status: 415,
      code: 'unsupported_media_type',
    },
    // The catalog supports UTF-8 only; UTF-7 would turn `+ADw-script+AD4-` into `<script>` after any upstream filter looked.
    {
      name: 'JSON declared as charset=utf-7',
      request: (k) => getHtmlBody(JSON.stringify(getHtmlFields(k)), 'application/json; charset=utf-7'),
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'a million syncedSections entries (refused by the scan, before JSON.parse)',
      request: (k) => getHtmlRaw(k, `"syncedSections":[${'0,'.repeat(999_999)}0]`),
      status: 400,
      code: 'body_limit',
      check: (r) => expect(r.body.message).to.include('maxItems'),
    },
    {
      name: '501 syncedSections entries',
      request: (k) => getHtmlRaw(k, `"syncedSections":[${'0,'.repeat(500)}0]`),
      status: 400,
      code: 'template_limit',
      check: limitNamed('maxSyncedSections'),
    },
    {
      name: 'synced section definition nesting 100,000 levels deep',
      request: (k) =>
        getHtml(k, {
          definition: syncedPage(),
          syncedSections: [{ id: 7, definition: `{"tagName":"section","x":${deepArrays(100_000)}}` }],
        }),
      status: 400,
      code: 'template_limit',
      check: limitNamed('maxDepth'),
    },

    // Prototype keys: never read as fields, never merged into a prototype.
    {
      name: '__proto__ key in the body is ignored',
      request: (k) => getHtmlRaw(k, `"__proto__":${POLLUTION}`),
      status: 200,
      check: rendersBaseline,
    },
    {
      name: 'constructor.prototype in the body is ignored',
      request: (k) => getHtmlRaw(k, `"constructor":{"prototype":${POLLUTION}},"prototype":${POLLUTION}`),
      status: 200,
      check: rendersBaseline,
    },
    {
      name: 'apiKey and hostname smuggled in __proto__ are not read',
      request: (k) =>
        getHtmlRaw(k, `"__proto__":${JSON.stringify({ apiKey: k.main.apiKey, hostname: 'www.example.com' })}`, {
          apiKey: undefined,
          hostname: undefined,
        }),
      status: 400,
      code: 'invalid_request',
      check: errorAt('apiKey'),
    },
    {
      name: 'options.fonts smuggled in options.__proto__ is not read',
      request: (k) => getHtmlRaw(k, '"options":{"__proto__":{"fonts":"[]"}}', { options: undefined }),
      status: 400,
      code: 'invalid_request',
      check: errorAt('options.fonts'),
    },
    {
      name: 'constructor and prototype keys in options are ignored',
      request: (k) =>
        getHtmlRaw(k, `"options":{"fonts":"[]","constructor":{"prototype":${POLLUTION}},"prototype":${POLLUTION}}`, {
          options: undefined,
        }),
      status: 200,
      check: rendersBaseline,
    },
    // Issue 12: inputs that made a render thread work for seconds or forever.
    {
      name: 'a 120-character font-family list with runs of spaces around commas (exponential backtracking before) is refused at once',
      request: (k) =>
        getHtml(k, {
          definition: rawPage(
            'attributes',
            `"font-family":${JSON.stringify(`${Array.from({ length: 10 }, () => `a${' '.repeat(10)}`).join(',')}!`)}`,
          ),
        }),
      status: 400,
      code: 'template_invalid',
      check: (r) => expect(JSON.stringify(r.body.errors)).to.include('font-family'),
    },
    {
      name: '9,990 blocks sharing one uid (quadratic id allocation before) render, each with its own class',
      request: (k) =>
        getHtml(k, {
          definition: JSON.stringify(
            page(section(column(...Array.from({ length: 9_990 }, () => text('<p>x</p>', { uid: 'same' }))))),
          ),
        }),
      status: 200,
      check: (r) => {
        expect(r.body.html).to.include('lp-n-same-9990');
        expect(r.body.html).to.not.include('lp-n-same-9991');
      },
    },
    {
      name: '__proto__ key in the page definition is inert',
      request: (k) => getHtml(k, { definition: rawPage('page', `"__proto__":${POLLUTION}`) }),
      status: 200,
      check: rendered('<p>Hi</p>'),
    },
    {
      name: 'constructor and prototype keys in the page definition are inert',
      request: (k) =>
        getHtml(k, {
          definition: rawPage('page', `"constructor":{"prototype":${POLLUTION}},"prototype":${POLLUTION}`),
        }),
      status: 200,
      check: rendered('<p>Hi</p>'),
    },
    {
      name: '__proto__ key in a block is inert',
      request: (k) =>
        getHtml(k, {
          definition: rawPage('block', `"__proto__":{"tagName":"raw","content":"<script>POLLUTED</script>"}`),
        }),
      status: 200,
      check: (r) => expect(r.body.html).to.include('<p>Hi</p>').and.not.include('POLLUTED'),
    },
    {
      name: '__proto__ key in attributes is inert',
      request: (k) => getHtml(k, { definition: rawPage('attributes', `"__proto__":${POLLUTION}`) }),
      status: 200,
      check: (r) => expect(r.body.html).to.not.include('POLLUTED'),
    },
    {
      name: 'constructor and prototype keys in attributes are inert',
      request: (k) =>
        getHtml(k, {
          definition: rawPage('attributes', `"constructor":{"prototype":${POLLUTION}},"prototype":${POLLUTION}`),
        }),
      status: 200,
      check: (r) => expect(r.body.html).to.not.include('POLLUTED'),
    },
    {
      name: '__proto__ selector in the page style is inert',
      request: (k) => getHtml(k, { definition: rawPage('page', '"style":{"__proto__":{"color":"red"}}') }),
      status: 200,
      check: (r) => expect(r.body.html).to.not.include('__proto__'),
    },
    {
      name: '__proto__ property in a style rule is inert',
      request: (k) =>
        getHtml(k, { definition: rawPage('page', '"style":{"body":{"__proto__":{"color":"red"},"color":"blue"}}') }),
      status: 200,
      check: (r) => expect(r.body.html).to.not.include('__proto__'),
    },
    {
      name: 'constructor and prototype selectors in the page style render as plain selectors',
      request: (k) =>
        getHtml(k, {
          definition: rawPage('page', '"style":{"constructor":{"color":"red"},"prototype":{"color":"red"}}'),
        }),
      status: 200,
    },
    {
      name: '__proto__ font entry in fonts JSON is not a font',
      request: (k) => getHtml(k, { options: { fonts: '[{"__proto__":{"label":"A","style":"a"}}]' } }),
      status: 400,
      code: 'template_invalid',
      check: errorAt('options.fonts[0].label'),
    },
    {
      name: '__proto__ key in a syncedSections entry is ignored',
      request: (k) => {
        const entry = withRawMembers({ id: 7, definition: sectionText('FRESH') }, `"__proto__":${POLLUTION}`);
        return getHtmlRaw(k, `"syncedSections":[${entry}]`, { definition: syncedPage() });
      },
      status: 200,
      check: rendered('FRESH'),
    },
    {
      name: '__proto__ key inside a synced section definition is inert',
      request: (k) => {
        const fresh = withRawMembers(JSON.parse(sectionText('FRESH')), `"__proto__":${POLLUTION}`);
        return getHtml(k, { definition: syncedPage(), syncedSections: [{ id: 7, definition: fresh }] });
      },
      status: 200,
      check: rendered('FRESH'),
    },
    {
      name: 'synced section id "__proto__" is matched as a plain id',
      request: (k) =>
        getHtml(k, {
          definition: syncedPage('__proto__'),
          syncedSections: [{ id: '__proto__', definition: sectionText('FRESH') }],
        }),
      status: 200,
      check: rendered('FRESH'),
    },

    // Synced sections.
    {
      name: 'duplicate synced sections: the first entry wins',
      request: (k) =>
        getHtml(k, {
          definition: syncedPage(),
          syncedSections: [7, 7].map((id, i) => ({ id, definition: sectionText(i === 0 ? 'FIRST' : 'SECOND') })),
        }),
      status: 200,
      check: (r) => expect(r.body.html).to.include('FIRST').and.not.include('SECOND'),
    },
    {
      name: 'self-referencing synced section is spliced once',
      request: (k) =>
        getHtml(k, {
          definition: syncedPage(),
          syncedSections: [{ id: 7, definition: sectionText('SELF', { syncedId: 7 }) }],
        }),
      status: 200,
      check: (r) => expect(r.body.html.split('SELF')).to.have.length(2),
    },
    {
      name: '501 synced sections',
      request: (k) =>
        getHtml(k, {
          definition: syncedPage(),
          syncedSections: Array.from({ length: 501 }, (_, i) => ({ id: i, definition: sectionText('x') })),
        }),
      status: 400,
      code: 'template_limit',
      check: limitNamed('maxSyncedSections'),
    },
    {
      name: 'synced section definition that is not JSON',
      request: (k) => getHtml(k, { definition: syncedPage(), syncedSections: [{ id: 7, definition: '{"tagName"' }] }),
      status: 400,
      code: 'invalid_json',
      check: errorAt('syncedSections[0].definition'),
    },

    // Unicode.
    {
      name: 'lone surrogate in content',
      request: (k) => getHtml(k, { definition: pageWithText('<p>a\ud800b</p>') }),
      status: 200,
    },
    {
      name: 'lone surrogate in the hostname',
      request: (k) => getHtml(k, { hostname: 'www.example\ud800.com' }),
      status: 401,
      code: 'hostname_not_allowed',
    },
    {
      name: 'lone surrogate in userId is recorded without breaking usage',
      request: (k) => getHtml(k, { userId: 'user-\udc00' }),
      status: 200,
      check: usageStillRecorded(app),
    },
    {
      name: 'U+0000 in content',
      request: (k) => getHtml(k, { definition: pageWithText('<p>a\u0000b</p>') }),
      status: 200,
    },
    {
      name: 'U+0000 in the hostname',
      request: (k) => getHtml(k, { hostname: 'www.example.com\u0000.evil.com' }),
      status: 401,
      code: 'hostname_not_allowed',
    },
    {
      name: 'U+0000 in the apiKey',
      request: (k) => getHtml(k, { apiKey: `${k.main.apiKey}\u0000` }),
      status: 401,
      code: 'invalid_api_key',
    },
    // PostgreSQL text cannot hold U+0000: such a user id can never be recorded, so it is refused
    // up front, and usage recording goes on for everyone else.
    {
      name: 'U+0000 in userId is refused, and usage recording goes on',
      request: (k) => getHtml(k, { userId: 'user\u0000x' }),
      status: 400,
      code: 'invalid_request',
      check: async (r, k) => {
        errorAt('userId')(r);
        await usageStillRecorded(app)(r, k);
      },
    },
    {
      name: 'RTL override in content',
      request: (k) => getHtml(k, { definition: pageWithText('<p>\u202Egnp.exe</p>') }),
      status: 200,
      check: rendered('\u202Egnp.exe'),
    },
    {
      name: 'RTL override in the hostname',
      request: (k) => getHtml(k, { hostname: '\u202Emoc.elpmaxe' }),
      status: 401,
      code: 'hostname_not_allowed',
    },
    {
      name: 'zero-width joiner in the hostname',
      request: (k) => getHtml(k, { hostname: 'exa\u200Dmple.com' }),
      status: 401,
      code: 'hostname_not_allowed',
    },
    {
      name: 'emoji in content',
      request: (k) => getHtml(k, { definition: pageWithText('<p>Launch 🚀 👩‍👩‍👧</p>') }),
      status: 200,
      check: rendered('🚀 👩‍👩‍👧'),
    },

    // Hostname tricks for a key allowed on example.com.
    ...[
      'evil-example.com',
      'example.com.evil.com',
      'example.com@evil.com',
      'example.com:443',
      'ex%61mple.com',
      'ex\u0430mple.com',
    ].map((host) => hostnameCase(host)),
    ...['example.com..', ' example.com', 'example.com/path', 'http://example.com', '[::1]'].map((host) =>
      hostnameCase(host),
    ),
    hostnameCase('EXAMPLE.COM.', 200, null, '"EXAMPLE.COM." (upper case and one trailing dot are accepted)'),
    hostnameCase(longSubdomain('example.com', 300), 401, 'hostname_not_allowed', 'of 300 characters'),
    hostnameCase(longSubdomain('example.com', 301), 400, 'invalid_request', 'of 301 characters'),
    hostnameCase('', 400, 'invalid_request', '"" (empty)'),

    // Secret keys.
    { name: 'no X-Secret-Key header', request: () => json2html(undefined), status: 401, code: 'invalid_secret_key' },
    {
      name: 'secret key of the wrong length',
      request: (k) => json2html(k.main.secretKey.slice(0, -1)),
      status: 401,
      code: 'invalid_secret_key',
    },
    {
      name: 'secret key header of 10 KB',
      request: (k) => json2html(k.main.secretKey + 'A'.repeat(10 * 1024)),
      status: 401,
      code: 'invalid_secret_key',
    },
    {
      name: 'secret key of the right length with wrong characters',
      request: () => json2html(`sk_${'!'.repeat(12)}_${'-'.repeat(40)}`),
      status: 401,
      code: 'invalid_secret_key',
    },
    {
      name: 'secret key of the right shape with an unknown id',
      request: () => json2html(`sk_${'Z'.repeat(12)}_${'a'.repeat(40)}`),
      status: 401,
      code: 'invalid_secret_key',
    },
    {
      name: 'real secret key with one character changed',
      request: (k) => json2html(forgedSecret(k)),
      status: 401,
      code: 'invalid_secret_key',
    },
    { name: 'expired secret key', request: (k) => json2html(k.expiredSecret), status: 401, code: 'invalid_secret_key' },
    { name: 'revoked secret key', request: (k) => json2html(k.revokedSecret), status: 401, code: 'invalid_secret_key' },
    {
      name: 'real secret key sent twice (joined header)',
      request: (k) => ({
        ...json2html(undefined),
        repeatedHeaders: [
          ['x-secret-key', k.main.secretKey],
          ['x-secret-key', k.main.secretKey],
        ],
      }),
      status: 401,
      code: 'invalid_secret_key',
    },
    {
      name: 'public API key as the secret key',
      request: (k) => json2html(k.main.apiKey),
      status: 401,
      code: 'invalid_secret_key',
    },
    {
      name: '11 MB body without a secret key is refused before it is read',
      request: () => json2html(undefined, { definition: 'a'.repeat(11 * 1024 * 1024), options: { fonts: '[]' } }),
      status: 401,
      code: 'invalid_secret_key',
    },

    // json2html with a valid key: its errors are 422 (413 and 415 as they are).
    {
      name: 'json2html deflate bomb: 50 KB that inflate to 50 MB',
      request: (k) =>
        json2html(k.main.secretKey, deflateSync(Buffer.alloc(50 * 1024 * 1024, 0x20), { level: 9 }), {
          'content-encoding': 'deflate',
        }),
      status: 413,
      code: 'body_too_large',
    },
    {
      name: 'json2html Content-Encoding: compress',
      request: (k) => json2html(k.main.secretKey, '{}', { 'content-encoding': 'compress' }),
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'json2html Content-Encoding: deflate on a body that is not deflate',
      request: (k) => json2html(k.main.secretKey, 'not deflate', { 'content-encoding': 'deflate' }),
      status: 422,
      code: 'invalid_body',
    },
    { name: 'json2html body []', request: (k) => json2html(k.main.secretKey, '[]'), status: 422, code: 'invalid_body' },
    {
      name: 'json2html definition that is not JSON',
      request: (k) => json2html(k.main.secretKey, { definition: 'nope', options: { fonts: '[]' } }),
      status: 422,
      code: 'invalid_json',
      check: errorAt('definition'),
    },
    {
      name: 'json2html definition nesting 100,000 levels deep',
      request: (k) =>
        json2html(k.main.secretKey, {
          definition: `{"tagName":"page","x":${deepArrays(100_000)}}`,
          options: { fonts: '[]' },
        }),
      status: 422,
      code: 'template_limit',
      check: limitNamed('maxDepth'),
    },
    {
      name: 'json2html __proto__ smuggling options',
      request: (k) =>
        json2html(k.main.secretKey, withRawMembers({ definition }, '"__proto__":{"options":{"fonts":"[]"}}')),
      status: 422,
      code: 'invalid_request',
      check: errorAt('options'),
    },

    // authorize.
    {
      name: 'authorize with userId an object',
      request: (k) => authorize(k, { userId: { toString: 'x' } }),
      status: 400,
      code: 'invalid_request',
      check: errorAt('userId'),
    },
    {
      name: 'authorize without userId',
      request: (k) => authorize(k, { userId: undefined }),
      status: 400,
      code: 'invalid_request',
      check: errorAt('userId'),
    },
    {
      name: 'authorize from example.com.evil.com',
      request: (k) => authorize(k, { hostname: 'example.com.evil.com' }),
      status: 401,
      code: 'hostname_not_allowed',
    },
    {
      name: 'authorize with an Origin that is not the hostname',
      request: (k) => ({ ...authorize(k), headers: { origin: 'https://evil.com' } }),
      status: 401,
      code: 'hostname_not_allowed',
    },

    // Methods and paths.
    {
      name: 'GET on POST /landing-page/get-html',
      request: () => ({ method: 'GET', path: GET_HTML }),
      status: 405,
      code: 'method_not_allowed',
    },
    {
      name: 'GET on POST /landing-page/v1/json2html',
      request: () => ({ method: 'GET', path: JSON2HTML }),
      status: 405,
      code: 'method_not_allowed',
    },
    {
      name: 'DELETE on POST /editor/v1/authorize',
      request: () => ({ method: 'DELETE', path: AUTHORIZE }),
      status: 405,
      code: 'method_not_allowed',
    },
    {
      name: 'unknown path',
      request: (k) => ({ ...getHtml(k), path: '/landing-page/v2/get-html' }),
      status: 404,
      code: 'not_found',
    },
    {
      name: 'malformed percent-escape in a path parameter',
      request: () => ({ method: 'GET', path: '/docs/%E0%A4%A' }),
      status: 404,
      code: 'not_found',
    },
    {
      name: 'query string __proto__[polluted]=yes is inert',
      request: (k) => ({
        ...getHtml(k),
        path: `${GET_HTML}?__proto__[polluted]=yes&constructor[prototype][polluted]=yes`,
      }),
      status: 200,
      check: rendersBaseline,
    },
    {
      name: 'admin API without an admin token (not mounted)',
      request: () => ({ method: 'GET', path: '/admin/v1/keys' }),
      status: 404,
      code: 'not_found',
    },
  ];
}

/** The body shape of an error, by endpoint (server/http/error-shapes.ts). */
function expectErrorShape(path: string, response: HostileResponse, code: ErrorCode): void {
  const body = response.body;
  expect(response.headers.get('content-type'), 'an error is JSON').to.match(/^application\/json/);
  expect(body, response.text.slice(0, 300)).to.be.an('object');
  expect(body.code).to.equal(code);
  expect(body.requestId).to.equal(response.headers.get('x-request-id'));
  if (path === GET_HTML || path === AUTHORIZE) {
    if (code === 'template_limit') {
      expect(Object.keys(body).sort()).to.deep.equal(['code', 'errorText', 'requestId']);
      return;
    }
    expect(body).to.include({ success: false });
    expect(body.message).to.be.a('string');
    expect(body.errors).to.be.an('array').that.is.not.empty;
    for (const entry of body.errors) expect(entry).to.have.all.keys('path', 'code', 'message');
  } else {
    expect(body.message).to.be.a('string');
    if (path === JSON2HTML && response.status === 422) expect(body.errors).to.be.an('array').that.is.not.empty;
  }
}

const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

describe('hostile input (pglite)', () => {
  let db: Database;
  let app: TestApp;
  let keys: Keys;
  const cases = hostileCases(() => app);

  before(async () => {
    db = await TEST_DATABASES.find((database) => database.name === 'pglite')!.open();
    app = await startTestApp(db);
    const main = await app.keys(['example.com']);
    const expired = await app.keys(['example.com']);
    await app.services.db.query("UPDATE secret_keys SET expires_at = now() - interval '1 day' WHERE id = $1", [
      expired.secretKeyId,
    ]);
    const revoked = await app.keys(['example.com']);
    await app.services.db.query('UPDATE secret_keys SET revoked_at = now() WHERE id = $1', [revoked.secretKeyId]);
    keys = { main, expiredSecret: expired.secretKey, revokedSecret: revoked.secretKey };
  });

  after(async () => {
    await app?.close();
    await db?.close();
  });

  it('has at least 45 cases, each named once', () => {
    expect(cases.length).to.be.at.least(45);
    expect(new Set(cases.map((c) => c.name)).size).to.equal(cases.length);
  });

  for (const hostile of cases) {
    it(`${hostile.name} -> ${hostile.status}${hostile.code ? ` ${hostile.code}` : ''}`, async () => {
      let failure: unknown;
      try {
        const request = hostile.request(keys);
        const response = await send(app.url, request);
        expect(response.status, response.text.slice(0, 300)).to.equal(hostile.status);
        if (hostile.code !== undefined) expectErrorShape(request.path, response, hostile.code);
        else expect(response.body.html).to.be.a('string');
        await hostile.check?.(response, keys);
      } catch (error) {
        failure = error;
      }
      // Whatever the answer was: nothing leaked into a prototype, here or (visibly, through the
      // bytes of a later render) in the render worker, and the service still serves others.
      expect(({} as Record<string, unknown>).polluted, 'Object.prototype.polluted').to.equal(undefined);
      expect(Object.getOwnPropertyNames(Object.prototype).sort(), 'the keys of Object.prototype').to.deep.equal(
        prototypeKeys,
      );
      const normal = await send(app.url, getHtml(keys));
      expect(normal.status, `an ordinary render after the attack: ${normal.text.slice(0, 300)}`).to.equal(200);
      expect(normal.body.html, 'an ordinary render after the attack').to.equal(expectedHtml);
      if (failure !== undefined) throw failure;
    });
  }
});
