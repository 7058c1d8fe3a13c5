/**
 * The generated parts of docs/http-api.md, built from the service's own definitions so the doc
 * states what the code does: the request and response fields (the zod schemas that validate them
 * and that /openapi.json is made from), the error catalog (ERROR_CODES, with the status each
 * endpoint family answers), the hostname examples (judged by the service's own check), the
 * environment variables (server/config.ts) and the metrics. Each part fills the region between
 * `<!-- generated:NAME -->` and `<!-- /generated:NAME -->` (fillRegions, in template-format.ts).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { isHostnameAllowed, normalizeDomains } from '../../server/auth/hostname.ts';
import { ERROR_CODES, HttpError, type ErrorCode } from '../../server/http/error-codes.ts';
import { statusFor } from '../../server/http/error-shapes.ts';
import { Metrics } from '../../server/observability/metrics.ts';
import {
  authorizeRequest,
  emailJson2htmlRequest,
  getHtmlRequest,
  json2htmlRequest,
} from '../../server/schemas/requests.ts';
import { authorizeResponse } from '../../server/schemas/responses.ts';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const thousands = (n: number) => n.toLocaleString('en-US');

// ---------------------------------------------------------------------------------------------
// Request and response fields, from the zod schemas (through their JSON Schema).

interface JsonSchema {
  readonly type?: string;
  readonly description?: string;
  readonly properties?: Record<string, JsonSchema>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly additionalProperties?: JsonSchema | boolean;
}

function lengthText(schema: JsonSchema): string {
  const { minLength: min, maxLength: max } = schema;
  if (min !== undefined && min > 0 && max !== undefined) return ` (${thousands(min)} to ${thousands(max)} characters)`;
  if (max !== undefined) return ` (at most ${thousands(max)} characters)`;
  if (min !== undefined && min > 0) return ` (at least ${thousands(min)} characters)`;
  return '';
}

function typeText(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeText).join(' or ');
  if (schema.enum) return `one of ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}`;
  switch (schema.type) {
    case 'string':
      return `string${lengthText(schema)}`;
    case 'integer':
    case 'number': {
      const bounded = schema.minimum !== undefined && schema.minimum > Number.MIN_SAFE_INTEGER;
      return bounded ? `${schema.type}, ${schema.minimum} to ${schema.maximum}` : schema.type;
    }
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      return schema.items?.type === 'object' || schema.items?.anyOf?.every((item) => item.type === 'object')
        ? 'array of objects'
        : `array of ${schema.items ? typeText(schema.items) : 'values'}`;
    case 'object':
      if (typeof schema.additionalProperties === 'object') return `object of ${typeText(schema.additionalProperties)}`;
      return 'object';
    default:
      // The empty schema (a recursive reference, z.unknown): any JSON value.
      if (Object.keys(schema).filter((key) => key !== 'description').length === 0 || '$ref' in schema)
        return 'any JSON value';
      throw new Error(`docs: no wording for the JSON Schema ${JSON.stringify(schema)}`);
  }
}

function fieldRows(schema: JsonSchema, prefix: string, rows: string[]): void {
  const required = new Set(schema.required ?? []);
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    // A recursive field (merge tag groups hold `items` of the same shape) is expanded once.
    if (prefix.split(/\.|\[\]\./).includes(name)) {
      rows.push(
        `| \`${path}\` | ${cell(typeText(field))} | ${required.has(name) ? 'yes' : 'no'} | Nested entries of the same shape as \`${prefix.slice(0, -3)}\`. |`,
      );
      continue;
    }
    const meaning = field.description ?? (field.properties || field.items?.properties ? 'The fields below.' : '');
    rows.push(`| \`${path}\` | ${cell(typeText(field))} | ${required.has(name) ? 'yes' : 'no'} | ${cell(meaning)} |`);
    if (field.type === 'object' && field.properties) fieldRows(field, `${path}.`, rows);
    if (field.type === 'array' && field.items?.type === 'object') fieldRows(field.items, `${path}[].`, rows);
  }
}

/** The fields of a request or response body, as a Markdown table. */
export function fieldTable(type: z.ZodType, io: 'input' | 'output'): string {
  const schema = z.toJSONSchema(type, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  const rows: string[] = [];
  fieldRows(schema, '', rows);
  return ['| Field | Type | Required | Meaning |', '|---|---|---|---|', ...rows].join('\n');
}

// ---------------------------------------------------------------------------------------------
// The error catalog.

function errorCodeTable(): string {
  const rows = (Object.entries(ERROR_CODES) as [ErrorCode, (typeof ERROR_CODES)[ErrorCode]][]).map(
    ([code, { status, meaning }]) => {
      const v1 = statusFor('v1', new HttpError(code, ''));
      return `| \`${code}\` | ${status} | ${v1} | ${cell(meaning)} |`;
    },
  );
  return ['| Code | Status | Status on `/landing-page/v1/json2html` | Meaning |', '|---|---|---|---|', ...rows].join(
    '\n',
  );
}

// ---------------------------------------------------------------------------------------------
// Environment variables: names, accepted values and defaults read from server/config.ts (the
// schema there is not exported, so its source is read), meanings written here. A variable added
// to config.ts without a meaning here, or one removed, stops the generator.

interface VariableDoc {
  readonly meaning: string;
  /** For a default that is computed, not a literal. */
  readonly defaultText?: string;
}

const VARIABLES: Record<string, VariableDoc> = {
  PORT: { meaning: 'TCP port to listen on. `0` takes a free port (the start banner shows which).' },
  HOST: { meaning: 'Address to listen on. Not set: every interface.' },
  LP_DATA_DIR: {
    meaning:
      "Folder (relative to the working directory) of the embedded database (`pglite/`), the running service's lock file (`service.json`, with the admin token of `npm run keys`) and the demo keys (`demo-keys.json`, `demo-secret-key`). Created 0700 with its files 0600; a start warns about a folder others can read (see [The data folder](#the-data-folder)).",
  },
  DATABASE_URL: {
    meaning:
      'PostgreSQL connection URL. Not set: the embedded database (PGlite) in `LP_DATA_DIR`. Instances that share one PostgreSQL share keys, usage and the token secret.',
  },
  LP_BODY_LIMIT_MB: {
    meaning:
      'Largest request body in MiB (1,048,576 bytes), counted after decompression: past it, 413 `body_too_large`.',
  },
  LP_BODY_INFLATE_RATIO: {
    meaning:
      'A compressed body may decode to at most this many times the bytes received, past its first MiB: a compression bomb is refused (413 `body_too_large`) after about a MiB of work. See [Request body](#request-body).',
    defaultText: '`100`',
  },
  LP_RATE_LIMIT_PER_MINUTE: {
    meaning:
      'Requests a minute per public key and client address, or per secret key: the refill rate of each token bucket. `0` turns the limit off. See [Rate limits](#rate-limits).',
  },
  LP_RATE_LIMIT_BURST: { meaning: 'Size of each of those token buckets: the requests a client may make at once.' },
  LP_AUTH_FAILURES_PER_MINUTE: {
    meaning:
      'Failed requests before authentication (a wrong key, a malformed or oversized body) a minute per client address (bucket size: this number, at most 20); an address with none left is answered 429 before its body is read. `0` turns the limit off.',
  },
  LP_RENDER_THREADS: { meaning: 'Render worker threads.', defaultText: 'CPU cores less one, at least 2' },
  LP_RENDER_TIMEOUT_MS: {
    meaning: 'Time limit of one render in milliseconds, waiting in the queue included: past it, 503 `render_timeout`.',
  },
  LP_RENDER_CPU_MS: {
    meaning:
      'CPU time one render may use on its thread, in milliseconds: past it, the render is stopped and the answer is 400 `template_limit` (422 on the v1 endpoints). Keep it below `LP_RENDER_TIMEOUT_MS`.',
    defaultText: '`5000`',
  },
  LP_RENDER_QUEUE: { meaning: 'Renders that may wait for a free thread: past it, 503 `overloaded`.' },
  LP_RENDER_CACHE_MB: {
    meaning: 'Memory for the render cache (rendered pages by input), in MiB, per instance. `0` turns the cache off.',
  },
  LP_KEY_CACHE_TTL_MS: {
    meaning:
      'How long a key lookup (found or not) is cached, in milliseconds: a key created or revoked elsewhere takes effect within this time. `0`: no cache.',
  },
  LP_TOKEN_SECRET: {
    meaning:
      'Secret that signs editor tokens. Not set: a random secret made on the first start and kept in the database (`service_settings`).',
  },
  LP_TOKEN_TTL_SECONDS: { meaning: 'Lifetime of an editor token, in seconds.' },
  LP_METRICS_TOKEN: {
    meaning: 'When set, `GET /metrics` wants `Authorization: Bearer <LP_METRICS_TOKEN>` (403 `forbidden` otherwise).',
  },
  LP_TRUST_PROXY: {
    meaning:
      "The proxies in front of the service, for Express's `trust proxy`: `true` (trust every proxy), a hop count (`1`), or a comma-separated list of addresses, subnets (`10.0.0.0/8`) or the names `loopback`, `linklocal`, `uniquelocal`. The client address (for the rate limits) is then read from `X-Forwarded-For`. Not set: the address of the connection. See [Behind a proxy](#behind-a-proxy).",
  },
  LP_LOG_LEVEL: { meaning: 'Least severe log level written.' },
  LP_DEMO: {
    meaning:
      'Create the local demo account on start and print its public key (its secret key stays in `demo-secret-key`, never printed).',
    defaultText: 'on with the embedded database, off with `DATABASE_URL` or `NODE_ENV=production`',
  },
  LP_SHUTDOWN_GRACE_MS: {
    meaning:
      'After SIGTERM or SIGINT, how long in-flight requests may run before the remaining connections are closed, in milliseconds.',
  },
};

/** One variable of the environment schema, as declared in server/config.ts. */
interface Variable {
  readonly name: string;
  readonly values: string;
  /** The literal default as written, or undefined when the variable is optional. */
  readonly default: string | undefined;
}

const number = (text: string) => thousands(Number(text.replace(/_/g, '')));

function describeValues(expression: string, flagValues: string): string {
  const int = /^int\(([\d_]+), ([\d_]+)\)/.exec(expression);
  if (int) return `integer, ${number(int[1] as string)} to ${number(int[2] as string)}`;
  const enumeration = /^z\.enum\(\[([^\]]*)\]\)/.exec(expression);
  if (enumeration)
    return `one of ${(enumeration[1] as string)
      .split(',')
      .map((v) => `\`${v.trim().replace(/'/g, '')}\``)
      .join(', ')}`;
  if (expression.startsWith('flag')) return `one of ${flagValues}`;
  if (expression.startsWith('trustProxy')) return '`true`, `false`, a hop count, or addresses and subnets';
  if (expression.startsWith('z.string()')) {
    if (expression.includes('.url()')) return 'URL';
    const min = /\.min\((\d+)/.exec(expression);
    return min && min[1] !== '1' ? `text, at least ${min[1]} characters` : 'text';
  }
  throw new Error(`docs: cannot describe the environment variable expression ${expression}`);
}

/** The environment variables declared in server/config.ts, in order. */
export function environmentVariables(
  source = readFileSync(new URL('../../server/config.ts', import.meta.url), 'utf8'),
): Variable[] {
  const block = /const environment = z\.object\(\{\n([\s\S]*?)\n\}\);/.exec(source)?.[1];
  if (block === undefined) throw new Error('docs: server/config.ts has no `const environment = z.object({...})`');
  const flag = /const flag = z\s*\.enum\(\[([^\]]*)\]\)/.exec(source)?.[1];
  if (flag === undefined) throw new Error('docs: server/config.ts has no `const flag = z.enum([...])`');
  const flagValues = flag
    .split(',')
    .map((v) => `\`${v.trim().replace(/'/g, '')}\``)
    .join(', ');
  return block.split('\n').map((line) => {
    const match = /^\s+([A-Z][A-Z0-9_]*): (.+),$/.exec(line);
    if (!match) throw new Error(`docs: cannot read the line of server/config.ts: ${line}`);
    const [, name, expression] = match as unknown as [string, string, string];
    const fallback = /\.default\((.+)\)$/.exec(expression)?.[1];
    return { name, values: describeValues(expression, flagValues), default: fallback };
  });
}

function defaultText(variable: Variable): string {
  const doc = VARIABLES[variable.name];
  if (doc?.defaultText !== undefined) return doc.defaultText;
  if (variable.default === undefined) return '(not set)';
  if (/^[\d_]+$/.test(variable.default)) return `\`${variable.default.replace(/_/g, '')}\``;
  if (/^'[^']*'$/.test(variable.default)) return `\`${variable.default.slice(1, -1)}\``;
  throw new Error(
    `docs: the default of ${variable.name} (${variable.default}) is computed: give it a defaultText in scripts/docs/http-api.ts`,
  );
}

function configurationTable(): string {
  const variables = environmentVariables();
  const names = new Set(variables.map((v) => v.name));
  const missing = variables.filter((v) => VARIABLES[v.name] === undefined).map((v) => v.name);
  const stale = Object.keys(VARIABLES).filter((name) => !names.has(name));
  if (missing.length > 0 || stale.length > 0) {
    throw new Error(
      `docs: scripts/docs/http-api.ts VARIABLES is out of step with server/config.ts (undocumented: ${missing.join(', ') || 'none'}; gone: ${stale.join(', ') || 'none'})`,
    );
  }
  const rows = variables.map(
    (v) =>
      `| \`${v.name}\` | ${cell(v.values)} | ${cell(defaultText(v))} | ${cell(VARIABLES[v.name]?.meaning ?? '')} |`,
  );
  return ['| Variable | Value | Default | Meaning |', '|---|---|---|---|', ...rows].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Hostname examples: the verdicts are computed by the service's own check; the reasons are
// written here, and the generator stops when a verdict is not the one the reason explains.

const EXAMPLE_DOMAINS = ['example.com', '203.0.113.7'];

const HOSTNAME_EXAMPLES: readonly (readonly [hostname: string, allowed: boolean, why: string])[] = [
  ['example.com', true, 'the domain itself'],
  ['app.example.com', true, 'a subdomain'],
  ['a.b.example.com', true, 'a subdomain, at any depth'],
  ['App.Example.COM', true, 'upper case is accepted: names are compared in lower case'],
  ['example.com.', true, 'one trailing dot is accepted (the absolute form of the name)'],
  ['example.com..', false, 'more than one trailing dot'],
  ['evil-example.com', false, 'not on a label boundary'],
  ['example.com.evil.com', false, 'another domain'],
  ['example.com:443', false, 'a port'],
  ['user@example.com', false, 'userinfo'],
  ['https://example.com', false, 'a scheme (send the hostname alone)'],
  ['ex%61mple.com', false, 'a percent-escape'],
  [
    'ex\u0430mple.com',
    false,
    'a non-ASCII letter (here a Cyrillic а); send an internationalized name in its `xn--` form',
  ],
  ['my_app.example.com', false, 'an underscore (not allowed in a DNS label)'],
  ['[::1]', false, 'an IPv6 literal'],
  ['203.0.113.7', true, 'an IPv4 address on the list, exactly'],
  ['www.203.0.113.7', false, 'an IPv4 address matches only itself'],
  ['1.2.3', false, 'all-numeric but not an IPv4 address'],
];

function hostnameTable(): string {
  const domains = normalizeDomains(EXAMPLE_DOMAINS);
  const rows = HOSTNAME_EXAMPLES.map(([written, expected, why]) => {
    const hostname = JSON.parse(`"${written}"`) as string;
    const allowed = isHostnameAllowed(hostname, domains);
    if (allowed !== expected)
      throw new Error(
        `docs: hostname example ${written} is ${allowed ? 'allowed' : 'refused'} by the service, not as scripts/docs/http-api.ts says`,
      );
    return `| \`${hostname}\` | ${allowed ? 'allowed' : 'refused'} | ${cell(why)} |`;
  });
  return [
    `| \`hostname\` | Key with ${EXAMPLE_DOMAINS.map((d) => `\`${d}\``).join(' and ')} | Why |`,
    '|---|---|---|',
    ...rows,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Metrics.

function metricsTable(): string {
  const rows = new Metrics().registry.getMetricsAsArray().map((metric) => {
    const { name, help, labelNames } = metric as unknown as {
      name: string;
      help: string;
      labelNames?: readonly string[];
    };
    const labels = labelNames && labelNames.length > 0 ? labelNames.map((l) => `\`${l}\``).join(', ') : '(none)';
    return `| \`${name}\` | ${metric.constructor.name.toLowerCase()} | ${labels} | ${cell(help)} |`;
  });
  return ['| Metric | Type | Labels | Meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** The generated regions of docs/http-api.md, by name. */
export function httpApiRegions(): Record<string, string> {
  return {
    'get-html-request': fieldTable(getHtmlRequest, 'input'),
    'json2html-request': fieldTable(json2htmlRequest, 'input'),
    'email-json2html-request': fieldTable(emailJson2htmlRequest, 'input'),
    'authorize-request': fieldTable(authorizeRequest, 'input'),
    'authorize-response': fieldTable(authorizeResponse, 'output'),
    hostnames: hostnameTable(),
    'error-codes': errorCodeTable(),
    configuration: configurationTable(),
    metrics: metricsTable(),
  };
}
