/**
 * What `npm start` prints once it listens: the demo page, where it is, the demo's public key and
 * a curl line for each endpoint. Never a secret key: what is printed ends up in logs. The curl
 * lines that need the demo's secret key read it from its file in the data folder (0600), so they
 * still work as pasted, for the user who runs the service.
 */
import type { DemoKeys } from './keys/demo-account.ts';

const EXAMPLE_DEFINITION = JSON.stringify({
  tagName: 'page',
  children: [
    { tagName: 'section', children: [{ tagName: 'column', children: [{ tagName: 'text', content: '<p>Hello</p>' }] }] },
  ],
});

const EXAMPLE_EMAIL = JSON.stringify({
  tagName: 'mj-global-style',
  children: [
    {
      tagName: 'mj-body',
      children: [
        {
          tagName: 'mj-section',
          children: [
            { tagName: 'mj-column', children: [{ tagName: 'mj-text', content: '<p>Hello {{first_name}}</p>' }] },
          ],
        },
      ],
    },
  ],
});

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The banner text. */
export function banner(url: string, database: string, demo: DemoKeys | undefined): string {
  const lines = [
    '',
    // First, because it is what a designer came for; without a demo account the page says how to pass a key.
    `  Open the editor demo: ${url}/demo/`,
    '',
    `  lp-editor rendering service listening on ${url}`,
    `  database: ${database}`,
    `  docs:     ${url}/docs/   OpenAPI: ${url}/openapi.json   health: ${url}/healthz   metrics: ${url}/metrics`,
  ];
  if (demo === undefined) {
    lines.push('', '  No demo account. Create keys with: npm run keys -- create --domains example.com', '');
    return lines.join('\n');
  }
  const secretHeader = `"X-Secret-Key: $(cat ${shellQuote(demo.secretKeyFile)})"`;
  const getHtml = JSON.stringify({
    apiKey: demo.apiKey,
    hostname: 'localhost',
    definition: EXAMPLE_DEFINITION,
    options: { fonts: '[]' },
  });
  const json2html = JSON.stringify({ definition: EXAMPLE_DEFINITION, options: { fonts: '[]' } });
  const email = JSON.stringify({
    definition: EXAMPLE_EMAIL,
    options: { evaluateMergeTags: true, mergeTags: [{ name: 'first_name', value: 'Ada' }] },
  });
  const authorize = JSON.stringify({ apiKey: demo.apiKey, userId: 'demo-user', hostname: 'localhost' });
  lines.push(
    '',
    `  Demo account (allowed domains: ${demo.domains.join(', ')}; local use only):`,
    `    public API key: ${demo.apiKey}`,
    `    secret key:     in ${demo.secretKeyFile} (readable by you only; never printed)`,
    '',
    '  Try it:',
    `    curl -s ${url}/landing-page/get-html -H 'Content-Type: application/json' \\`,
    `      -d ${shellQuote(getHtml)}`,
    '',
    `    curl -s ${url}/landing-page/v1/json2html -H 'Content-Type: application/json' -H ${secretHeader} \\`,
    `      -d ${shellQuote(json2html)}`,
    '',
    `    curl -s ${url}/email/v1/json2html -H 'Content-Type: application/json' -H ${secretHeader} \\`,
    `      -d ${shellQuote(email)}`,
    '',
    `    curl -s ${url}/editor/v1/authorize -H 'Content-Type: application/json' \\`,
    `      -d ${shellQuote(authorize)}`,
    '',
    `    curl -s ${url}/healthz`,
    '',
  );
  return lines.join('\n');
}
