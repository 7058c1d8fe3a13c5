import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/render-cli.ts', ...args], { encoding: 'utf8' });

describe('npm run render (the CLI)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lp-render-'));

  it('renders a template file to an HTML file', () => {
    const out = join(dir, 'page.html');
    const result = cli('examples/landing-page.json', '--synced', 'examples/synced-sections.json', '-o', out);
    expect(result.status, result.stderr).to.equal(0);
    const html = readFileSync(out, 'utf8');
    expect(html.startsWith('<!DOCTYPE html>')).to.equal(true);
    expect(html).to.contain('Daniel Reyes'); // the synced section's current content
  });

  it('explains an invalid template with the path, and exits 1', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({
        tagName: 'page',
        children: [
          {
            tagName: 'section',
            children: [{ tagName: 'column', children: [{ tagName: 'text', attributes: { color: 'red;' } }] }],
          },
        ],
      }),
    );
    const result = cli(bad, '-o', join(dir, 'bad.html'));
    expect(result.status).to.equal(1);
    expect(result.stderr).to.contain('children[0].children[0].children[0].attributes.color: Expected a CSS color');
  });

  it('says when a file is not JSON', () => {
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, '{ nope');
    const result = cli(notJson);
    expect(result.status).to.equal(1);
    expect(result.stderr).to.contain('is not valid JSON');
  });

  it('prints usage and exits 2 without a template', () => {
    const result = cli();
    expect(result.status).to.equal(2);
    expect(result.stderr).to.contain('Usage: npm run render');
  });
});
