/**
 * The Puck peer: the same components in a Puck `Config` (sections and columns hold their
 * children in slot fields) and the page as Puck `Data`, rendered with `<Render>`, to measure what
 * Puck's per-item machinery adds to React.
 */
import type { CSSProperties, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  Render,
  type ComponentConfig,
  type ComponentData,
  type Config,
  type Data,
  type Fields,
} from '@puckeditor/core';
import type { PageDefinition, TemplateNode } from '../../renderer/model/node.ts';
import {
  BLOCKS,
  ButtonBlock,
  DividerBlock,
  FormBlock,
  GifBlock,
  Head,
  ImageBlock,
  SocialBlock,
  SpacerBlock,
  TextBlock,
  VideoBlock,
  cls,
  type NodeProps,
  type PageMeta,
} from './components.tsx';
import { partStyles } from './inline-styles.ts';
import { peerStylesheet, type TreeAccess } from './stylesheet.ts';

type SlotProps = { className?: string; style?: CSSProperties; as?: string };
type Slot = (props?: SlotProps) => ReactNode;

/** A block kind as a Puck component: the shared component is the render function itself. */
const blockComponent = (render: (props: NodeProps) => ReactNode, fields: Fields = {}): ComponentConfig => ({
  fields,
  render: render as ComponentConfig['render'],
});
const contentField: Fields = { content: { type: 'textarea' } };

/** The Puck config: one component per kind; sections and columns hold their children in slots. */
export const puckConfig: Config = {
  root: {
    fields: { sections: { type: 'slot' } },
    render: (props: Record<string, unknown>) => {
      const {
        sections: Sections,
        metadata,
        settings,
        style,
        puck,
      } = props as unknown as PageMeta & { sections: Slot; puck: { metadata: { css: string } } };
      return (
        <html lang={settings?.lang ?? 'en'} dir={settings?.dir ?? 'ltr'}>
          <Head page={{ metadata, settings, style }} css={puck.metadata.css} />
          <body>
            <Sections as="main" className="lp-page" />
          </body>
        </html>
      );
    },
  },
  components: {
    section: {
      fields: { columns: { type: 'slot' } },
      render: (props) => {
        const {
          columns: Columns,
          uid,
          attributes,
          container,
        } = props as unknown as NodeProps & { columns: Slot; container?: TemplateNode };
        const a = attributes ?? {};
        return (
          <section
            className={cls('section', uid, a['full-width'] === true ? ' lp-section--full' : '')}
            id={a.anchor as string | undefined}
            style={partStyles('section', a)['']}
          >
            <Columns
              className={`lp-container lp-n-${uid}-c`}
              style={partStyles('container', container?.attributes)['']}
            />
          </section>
        );
      },
    },
    column: {
      fields: { blocks: { type: 'slot' } },
      render: (props) => {
        const { blocks: Blocks, uid, attributes } = props as unknown as NodeProps & { blocks: Slot };
        return <Blocks className={cls('column', uid)} style={partStyles('column', attributes)['']} />;
      },
    },
    text: blockComponent(TextBlock, contentField),
    button: blockComponent(ButtonBlock, contentField),
    image: blockComponent(ImageBlock),
    gif: blockComponent(GifBlock),
    divider: blockComponent(DividerBlock),
    spacer: blockComponent(SpacerBlock),
    social: blockComponent(SocialBlock),
    video: blockComponent(VideoBlock),
    form: blockComponent(FormBlock),
    html: blockComponent(BLOCKS.html as (props: NodeProps) => ReactNode, contentField),
    raw: blockComponent(BLOCKS.raw as (props: NodeProps) => ReactNode, contentField),
    'custom-raw': blockComponent(BLOCKS['custom-raw'] as (props: NodeProps) => ReactNode, contentField),
  },
};

/** The page as Puck data (done once, as an editor would store it): nodes become component data, children slots. */
export function toPuckData(page: PageDefinition): Data {
  const convert = (node: TemplateNode, lazy: boolean): ComponentData => {
    const { tagName, children, ...rest } = node;
    const props: Record<string, unknown> = { id: node.uid, ...rest };
    if (tagName === 'section') props.columns = (children ?? []).map((column) => convert(column, lazy));
    else if (tagName === 'column') props.blocks = (children ?? []).map((block) => convert(block, lazy));
    else if (tagName === 'image' || tagName === 'gif' || tagName === 'video') props.lazy = lazy;
    return { type: tagName, props: props as ComponentData['props'] };
  };
  const sections = (page.children ?? []).map((section, i) => convert(section, i > 0));
  return {
    root: {
      props: {
        title: page.metadata?.title ?? '',
        metadata: page.metadata,
        settings: page.settings,
        style: page.style,
        sections,
      },
    },
    content: [],
  } as Data;
}

const puckAccess: TreeAccess<ComponentData> = {
  tag: (item) => item.type as string,
  props: (item) => item.props as NodeProps,
  kids: (item) =>
    (item.props as { columns?: ComponentData[]; blocks?: ComponentData[] }).columns ??
    (item.props as { blocks?: ComponentData[] }).blocks ??
    [],
};

/** Puck peer: the stylesheet from the data, then `<Render>` to a string. */
export function renderPuck(data: Data, config: Config = puckConfig): string {
  const rootProps = (data.root as { props: PageMeta & { sections: ComponentData[] } }).props;
  const css = peerStylesheet(rootProps, rootProps.sections, puckAccess);
  return '<!DOCTYPE html>' + renderToString(<Render config={config} data={data} metadata={{ css }} />);
}
