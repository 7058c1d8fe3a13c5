/**
 * The React peer: the template rendered with renderToString of plain function components, the
 * reference for what a component renderer costs on this page.
 */
import { renderToString } from 'react-dom/server';
import type { PageDefinition, TemplateNode } from '../../renderer/model/node.ts';
import { BLOCKS, Head, cls } from './components.tsx';
import { partStyles } from './inline-styles.ts';
import { peerStylesheet, type TreeAccess } from './stylesheet.ts';

function ReactColumn({ node, lazy }: { node: TemplateNode; lazy: boolean }) {
  return (
    <div className={cls('column', node.uid)} style={partStyles('column', node.attributes)['']}>
      {(node.children ?? []).map((child) => {
        const Block = BLOCKS[child.tagName];
        return Block ? <Block key={child.uid} {...child} lazy={lazy} /> : null;
      })}
    </div>
  );
}

function ReactSection({ node, index }: { node: TemplateNode; index: number }) {
  const a = node.attributes ?? {};
  return (
    <section
      className={cls('section', node.uid, a['full-width'] === true ? ' lp-section--full' : '')}
      id={a.anchor as string | undefined}
      style={partStyles('section', a)['']}
    >
      <div
        className={`lp-container lp-n-${node.uid}-c`}
        style={partStyles('container', node.container?.attributes)['']}
      >
        {(node.children ?? []).map((column) => (
          <ReactColumn key={column.uid} node={column} lazy={index > 0} />
        ))}
      </div>
    </section>
  );
}

const templateAccess: TreeAccess<TemplateNode> = {
  tag: (n) => n.tagName,
  props: (n) => n,
  kids: (n) => n.children ?? [],
};

function ReactPage({ page }: { page: PageDefinition }) {
  const sections = page.children ?? [];
  const css = peerStylesheet(page, sections, templateAccess);
  return (
    <html lang={page.settings?.lang ?? 'en'} dir={page.settings?.dir ?? 'ltr'}>
      <Head page={page} css={css} />
      <body>
        <main className="lp-page">
          {sections.map((section, i) => (
            <ReactSection key={section.uid} node={section} index={i} />
          ))}
        </main>
      </body>
    </html>
  );
}

/** React peer: a complete document from the template, with renderToString. */
export function renderReact(page: PageDefinition): string {
  return '<!DOCTYPE html>' + renderToString(<ReactPage page={page} />);
}
