/** The response bodies, as zod schemas, for the OpenAPI document (and the tests that check bodies). */
import { z } from 'zod';

const errorEntry = z.object({
  path: z
    .string()
    .describe(
      'Where, as a path into the request body (`options.fonts`, `definition.children[0].tagName`); empty for the whole body.',
    ),
  code: z.string().describe('Stable code of the problem.'),
  message: z.string(),
});

const code = z.string().describe('Stable error code (docs/http-api.md, "Error codes").');
const requestId = z.string().describe('The X-Request-Id of the request.');

export const warning = z.object({
  type: z
    .string()
    .describe('`missing_fonts` (and, with options.warnings = "all", the renderer\'s other warning types).'),
  message: z.string(),
  missing_fonts: z
    .array(z.string())
    .optional()
    .describe('Names of the fonts that are missing: a flat list of strings.'),
  uid: z.string().optional(),
  attribute: z.string().optional(),
});

export const htmlResponse = z.object({ html: z.string().describe('A complete HTML5 document.') });
export const json2htmlResponse = htmlResponse.extend({
  warnings: z.array(warning).optional().describe('Present only when there is at least one warning.'),
});

export const emailWarning = z
  .object({
    type: z
      .string()
      .describe(
        '`missing_fonts`, `missing_alt`, `missing_url`, `gmail_clipping`, ... (docs/email-format.md lists them).',
      ),
    message: z.string(),
    uid: z.string().optional().describe('The block the warning concerns.'),
  })
  .catchall(z.unknown());
export const emailJson2htmlResponse = z.object({
  html: z.string().describe('A complete HTML document for mail clients.'),
  warnings: z.array(emailWarning).describe('Always present; empty when there is no warning.'),
});

/** get-html and authorize 4xx. */
export const validationErrorResponse = z.object({
  message: z.string(),
  success: z.literal(false),
  errors: z.array(errorEntry),
  code,
  requestId,
});
/** get-html conversion range error (400) and 5xx. */
export const errorTextResponse = z.object({ errorText: z.string(), code, requestId });
/** json2html errors. */
export const v1ErrorResponse = z.object({
  message: z.string(),
  error: z.string().optional().describe('The underlying error message, on conversion failures.'),
  errors: z.array(errorEntry).optional().describe('On 422: each field that is wrong, and why.'),
  code,
  requestId,
});
/** Errors of the other routes. */
export const serviceErrorResponse = z.object({ message: z.string(), code, requestId });

export const authorizeResponse = z.object({
  token: z.string().describe('A signed JWT (HS256) for the editor API: `Authorization: Bearer <token>`.'),
  expiresAt: z.string().describe('When the token expires (ISO 8601); the editor authorizes again before then.'),
  accountId: z.string(),
  userId: z.string().describe('The user id, as text.'),
  features: z.record(z.string(), z.boolean()).describe("The account's editor features."),
});

export const sessionResponse = z.object({
  accountId: z.string(),
  userId: z.string(),
  hostname: z.string(),
  features: z.record(z.string(), z.boolean()),
  expiresAt: z.string().describe('When the token expires (ISO 8601).'),
});

export const healthResponse = z.object({
  status: z.enum(['ok', 'draining', 'database_unavailable']),
  database: z.enum(['pglite', 'postgres']),
  renders: z.object({ inFlight: z.number(), queued: z.number(), threads: z.number() }),
  uptimeSeconds: z.number(),
});
