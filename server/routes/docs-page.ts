/** The HTML page around one rendered document: a plain, readable layout in light and dark. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
:root { color-scheme: light dark; --fg: #1d2330; --muted: #5b6478; --bg: #fff; --line: #e3e6ee; --code: #f4f5f8; --link: #2856d8; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6e9f0; --muted: #a3abbd; --bg: #14171f; --line: #2b3140; --code: #1d222d; --link: #8fb0ff; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
.layout { display: grid; grid-template-columns: 220px minmax(0, 1fr); max-width: 1180px; margin: 0 auto; }
nav { position: sticky; top: 0; align-self: start; padding: 32px 16px; border-right: 1px solid var(--line); min-height: 100vh; }
nav strong { display: block; margin-bottom: 12px; font-size: 14px; letter-spacing: .02em; }
nav a { display: block; padding: 4px 8px; border-radius: 6px; color: var(--muted); text-decoration: none; font-size: 14px; }
nav a:hover, nav a:focus-visible { color: var(--fg); background: var(--code); outline: none; }
nav a[aria-current="page"] { color: var(--fg); background: var(--code); font-weight: 600; }
main { padding: 32px 48px 96px; }
a { color: var(--link); }
h1, h2, h3 { line-height: 1.25; } h2 { margin-top: 2.2em; padding-top: .4em; border-top: 1px solid var(--line); }
code { font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; background: var(--code); padding: 1px 4px; border-radius: 4px; }
pre { background: var(--code); padding: 14px 16px; border-radius: 8px; overflow-x: auto; } pre code { padding: 0; background: none; }
table { border-collapse: collapse; width: 100%; font-size: 14px; display: block; overflow-x: auto; }
th, td { border: 1px solid var(--line); padding: 6px 10px; text-align: left; vertical-align: top; }
th { background: var(--code); }
@media (max-width: 760px) { .layout { grid-template-columns: 1fr; } nav { position: static; min-height: 0; border-right: 0; border-bottom: 1px solid var(--line); } main { padding: 24px 20px 64px; } }
`;

/** A complete page for the document `name` with its rendered `body`, and a list of all documents by title. */
export function docsPage(name: string, body: string, documents: readonly { name: string; title: string }[]): string {
  const links = documents
    .map(
      (d) =>
        `<a href="/docs/${d.name}"${d.name === name ? ' aria-current="page"' : ''}>${escapeHtml(d.name === 'README' ? 'Overview' : d.title)}</a>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)} · lp-editor docs</title><style>${STYLE}</style></head>
<body><div class="layout"><nav aria-label="Documents"><strong>lp-editor docs</strong>${links}<a href="/openapi.json">openapi.json</a></nav>
<main>${body}</main></div></body></html>`;
}
