/**
 * `npm run render -- <template.json> [options]`: renders a landing page template to HTML.
 *
 *   -o, --out <file>        write the HTML here (default: print it)
 *   --mode publish|edit     publish (default) or the editor's canvas markup
 *   --minify                leave out whitespace between tags and CSS rules
 *   --synced <file>         JSON array of synced sections [{id, definition}]
 *   --fonts <file>          JSON array of font objects [{label, style, url}]
 *
 * Warnings go to stderr. Exit status: 0 rendered, 1 the template cannot be rendered, 2 usage.
 */
import { parseArgs } from 'node:util';
import { formatWarnings, renderFile } from './render-file.ts';

const USAGE =
  'Usage: npm run render -- <template.json> [-o out.html] [--mode publish|edit] [--minify] [--synced file.json] [--fonts file.json]';

const CLI_OPTIONS = {
  allowPositionals: true,
  options: {
    out: { type: 'string', short: 'o' },
    mode: { type: 'string', default: 'publish' },
    minify: { type: 'boolean', default: false },
    synced: { type: 'string' },
    fonts: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
} as const;

let parsed: ReturnType<typeof parseArgs<typeof CLI_OPTIONS>>;
try {
  parsed = parseArgs(CLI_OPTIONS);
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const input = positionals[0];
if (!input || positionals.length > 1 || (values.mode !== 'publish' && values.mode !== 'edit')) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const output = values.out ?? '/dev/stdout';
  const result = renderFile(input, output, {
    mode: values.mode,
    minify: values.minify,
    ...(values.synced ? { syncedFile: values.synced } : {}),
    ...(values.fonts ? { fontsFile: values.fonts } : {}),
  });
  for (const line of formatWarnings(result)) console.error(line);
  if (values.out) console.error(`Wrote ${values.out} (${(result.html.length / 1024).toFixed(1)} KB).`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
