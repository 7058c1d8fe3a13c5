/**
 * `npm start` (until the service exists): renders the bundled example landing page to
 * out/landing-page.html (and its edit-mode canvas to out/landing-page.edit.html) and says where.
 */
import { resolve } from 'node:path';
import { formatWarnings, renderFile } from './render-file.ts';

const root = new URL('..', import.meta.url).pathname;
const input = resolve(root, 'examples/landing-page.json');
const synced = resolve(root, 'examples/synced-sections.json');
const output = resolve(root, 'out/landing-page.html');
const editOutput = resolve(root, 'out/landing-page.edit.html');

try {
  const started = performance.now();
  const result = renderFile(input, output, { syncedFile: synced });
  const ms = performance.now() - started;
  renderFile(input, editOutput, { syncedFile: synced, mode: 'edit' });
  console.log(
    `Rendered the example landing page (${(result.html.length / 1024).toFixed(1)} KB of HTML in ${ms.toFixed(0)} ms).`,
  );
  console.log(`\n  Open it in a browser:  file://${output}`);
  console.log(`  Edit-mode canvas:      file://${editOutput}`);
  for (const line of formatWarnings(result)) console.log(line);
  console.log('\nRender your own template with: npm run render -- path/to/template.json -o out/page.html');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
