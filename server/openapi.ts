/**
 * The OpenAPI 3.1 document, generated from the same zod schemas that validate the requests (and
 * describe the responses), so the document cannot drift from the code. GET /openapi.json serves it.
 */
import { z } from 'zod';
import { ERROR_CODES } from './http/error-codes.ts';
import { authorizeRequest, emailJson2htmlRequest, getHtmlRequest, json2htmlRequest } from './schemas/requests.ts';
import * as responses from './schemas/responses.ts';

const schema = (type: z.ZodType, io: 'input' | 'output') => {
  const json = z.toJSONSchema(type, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
};

const content = (type: z.ZodType, io: 'input' | 'output' = 'output') => ({
  'application/json': { schema: schema(type, io) },
});

function reply(description: string, type: z.ZodType, headers?: Record<string, unknown>) {
  return { description, content: content(type), ...(headers ? { headers } : {}) };
}

const retryAfter = { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } } };
const requestId = {
  'X-Request-Id': {
    description: 'The request id (echoed from the request when it is a short token).',
    schema: { type: 'string' },
  },
};

/** The document. */
export function openApiDocument(serverUrl?: string): Record<string, unknown> {
  const getHtmlErrors = {
    '400': reply(
      'Validation failure (`{message, success, errors}`), or a conversion range error: a template past a named limit (`{errorText}`).',
      z.union([responses.validationErrorResponse, responses.errorTextResponse]),
    ),
    '401': reply(
      "Invalid API key, or hostname (or Origin) not on the key's allowed-domain list.",
      responses.validationErrorResponse,
    ),
    '413': reply('Body larger than the body limit.', responses.validationErrorResponse),
    '415': reply('Unsupported Content-Encoding or charset.', responses.validationErrorResponse),
    '429': reply('Rate limited.', responses.validationErrorResponse, retryAfter),
    '405': reply('Another method than POST.', responses.validationErrorResponse),
    '500': reply('Internal error during HTML conversion.', responses.errorTextResponse),
    '503': reply(
      'Render queue full, render time limit exceeded, or instance shutting down.',
      responses.errorTextResponse,
      retryAfter,
    ),
  };
  const v1Errors = {
    '401': reply('X-Secret-Key missing, malformed, unknown, revoked or expired.', responses.v1ErrorResponse),
    '413': reply('Body larger than the body limit.', responses.v1ErrorResponse),
    '415': reply('Unsupported Content-Encoding or charset.', responses.v1ErrorResponse),
    '422': reply(
      'A field missing or malformed, `definition` or `options.fonts` not valid JSON, a template that does not match the format or is past a named limit. `errors` names each field and why.',
      responses.v1ErrorResponse,
    ),
    '429': reply('Rate limited.', responses.v1ErrorResponse, retryAfter),
    '405': reply('Another method than POST.', responses.v1ErrorResponse),
    '500': reply('Internal error while converting.', responses.v1ErrorResponse),
    '503': reply(
      'Render queue full, render time limit exceeded, or instance shutting down.',
      responses.v1ErrorResponse,
      retryAfter,
    ),
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'lp-editor rendering service',
      version: '1.0.0',
      description:
        'Renders landing page templates (JSON) to HTML and email templates (MJML as JSON) to HTML for mail clients, and authorizes the embedded editor. docs/http-api.md has examples for every endpoint and status.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    components: {
      securitySchemes: {
        secretKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Secret-Key',
          description: "The account's secret key (`sk_...`).",
        },
      },
    },
    paths: {
      '/landing-page/get-html': {
        post: {
          summary: "Render a landing page (the editor's endpoint; public API key and hostname in the body)",
          operationId: 'getHtml',
          requestBody: { required: true, content: content(getHtmlRequest, 'input') },
          responses: { '200': reply('Converted.', responses.htmlResponse, requestId), ...getHtmlErrors },
        },
      },
      '/landing-page/v1/json2html': {
        post: {
          summary: 'Render a landing page, server to server (secret key header); reports missing fonts',
          operationId: 'json2html',
          security: [{ secretKey: [] }],
          requestBody: { required: true, content: content(json2htmlRequest, 'input') },
          responses: {
            '200': reply('Converted; `warnings` only when there is one.', responses.json2htmlResponse, requestId),
            ...v1Errors,
          },
        },
      },
      '/email/v1/json2html': {
        post: {
          summary: 'Render an email template (MJML as JSON) for mail clients, server to server (secret key header)',
          operationId: 'emailJson2html',
          security: [{ secretKey: [] }],
          requestBody: { required: true, content: content(emailJson2htmlRequest, 'input') },
          responses: {
            '200': reply('Converted; `warnings` always present.', responses.emailJson2htmlResponse, requestId),
            ...v1Errors,
          },
        },
      },
      '/editor/v1/authorize': {
        post: {
          summary: "Authorize the embedded editor: a short-lived token and the account's features",
          operationId: 'authorizeEditor',
          requestBody: { required: true, content: content(authorizeRequest, 'input') },
          responses: {
            '200': reply('Authorized.', responses.authorizeResponse),
            '400': reply('Validation failure.', responses.validationErrorResponse),
            '401': reply('Invalid API key, or hostname (or Origin) not allowed.', responses.validationErrorResponse),
            '405': reply('Another method than POST.', responses.validationErrorResponse),
            '413': reply('Body larger than the body limit.', responses.validationErrorResponse),
            '415': reply('Unsupported Content-Encoding or charset.', responses.validationErrorResponse),
            '429': reply('Rate limited.', responses.validationErrorResponse, retryAfter),
            '500': reply('Internal error.', responses.errorTextResponse),
            '503': reply('Instance shutting down.', responses.errorTextResponse, retryAfter),
          },
        },
      },
      '/editor/v1/session': {
        get: {
          summary: 'Check an editor token (Authorization: Bearer <token> from /editor/v1/authorize)',
          operationId: 'editorSession',
          responses: {
            '200': reply('The token is valid.', responses.sessionResponse),
            '401': reply(
              "Missing, malformed, forged or expired token, or another hostname's.",
              responses.validationErrorResponse,
            ),
          },
        },
      },
      '/healthz': {
        get: {
          summary: 'Health (200 serving, 503 draining or database down)',
          operationId: 'health',
          responses: {
            '200': reply('Serving.', responses.healthResponse),
            '503': reply('Draining or database unavailable.', responses.healthResponse),
          },
        },
      },
      '/metrics': {
        get: {
          summary: 'Prometheus metrics (text format)',
          operationId: 'metrics',
          responses: {
            '200': { description: 'Metrics.', content: { 'text/plain': { schema: { type: 'string' } } } },
            '403': reply('LP_METRICS_TOKEN is set and the bearer token is wrong.', responses.serviceErrorResponse),
          },
        },
      },
      '/openapi.json': {
        get: {
          summary: 'This document',
          operationId: 'openapi',
          responses: {
            '200': { description: 'OpenAPI 3.1.', content: { 'application/json': { schema: { type: 'object' } } } },
          },
        },
      },
    },
    'x-error-codes': Object.fromEntries(
      Object.entries(ERROR_CODES).map(([code, { status, meaning }]) => [code, { status, meaning }]),
    ),
  };
}
