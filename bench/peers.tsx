/**
 * Two peers over the same page, for scale: what rendering it with React costs.
 *
 * (a) React: `renderToString` of plain function components, one per kind.
 * (b) Puck: a Puck `Config` with comparable components (sections and columns hold their children
 *     in slot fields) and the page converted to Puck `Data` once, rendered with
 *     `renderToString(<Render config={config} data={data} />)`.
 *
 * Markup: the same elements and classes per node as ours and the floor. Like the floor they trust
 * the page (content is emitted with dangerouslySetInnerHTML, no sanitizing, no URL checks); React
 * escapes text and attribute values itself. Styles are React-style: a node's desktop declarations
 * are inline style objects on its element and parts. What inline styles cannot say (hover rules,
 * the md/sm/xs overrides, column stacking) goes into one <style> element, built by a walk over the
 * tree inside the timed render, with !important so that it wins over the inline styles as it must.
 * The attribute table (CSS properties, parts, defaults) is the floor's.
 *
 * The parts are in peers/: the components both peers share (components.tsx), their inline
 * styles (inline-styles.ts) and stylesheet walk (stylesheet.ts), and each peer (react.tsx,
 * puck.tsx).
 */
export { renderReact } from './peers/react.tsx';
export { puckConfig, renderPuck, toPuckData } from './peers/puck.tsx';
