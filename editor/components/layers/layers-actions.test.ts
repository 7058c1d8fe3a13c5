import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import type { PageDefinition, TemplateNode } from '../../../renderer/index.ts';
import { renderPage, validatePage } from '../../../renderer/index.ts';
import { column, page, section, text } from '../../../renderer/testing/builders.ts';
import { Translator, type Catalog } from '../../i18n/translator.ts';
import { EditorStore } from '../../store/editor-store.ts';
import { locate } from '../../store/tree.ts';
import { renameAndDescribe } from './layers-actions.ts';
import { flattenLayers, layerName } from './layers-model.ts';

const english = JSON.parse(readFileSync(new URL('../../i18n/catalogs/en.json', import.meta.url), 'utf8')) as Catalog;
// The layers keys this change adds, until the lead merges them into the catalogs.
const t = new Translator('en', {
  ...english,
  'layers.renamed': 'Renamed to {name}',
  'layers.nameCleared': 'Name removed: shown as {kind} again',
} as Catalog);

const sample = (): PageDefinition =>
  page(
    section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Hello there</p>', { uid: 't1' }))),
    section({ uid: 's2', attributes: { locked: true } }, column({ uid: 'c2' })),
  );

const nameOf = (store: EditorStore, uid: string) =>
  locate<TemplateNode>(store.state.doc, uid)!.node.attributes?.['layer-name'];

describe('layers rename', () => {
  it('names a node in one undo step, trimmed, and says so', () => {
    const store = new EditorStore(sample());
    expect(renameAndDescribe(store, t, 's1', '  Hero  ')).to.equal('Renamed to Hero');
    expect(nameOf(store, 's1')).to.equal('Hero');
    expect(store.undoCount).to.equal(1);
    const row = flattenLayers(store.state.doc, { level: 'desktop', expanded: new Map() })[0]!;
    expect([row.uid, row.name]).to.deep.equal(['s1', 'Hero']);
    store.undo();
    expect(nameOf(store, 's1')).to.equal(undefined);
  });

  it('records each rename as its own undo step, however quick (a rename is not typing)', () => {
    const store = new EditorStore(sample());
    renameAndDescribe(store, t, 's1', 'Hero');
    renameAndDescribe(store, t, 's1', 'Top');
    expect(store.undoCount).to.equal(2);
    store.undo();
    expect(nameOf(store, 's1')).to.equal('Hero');
  });

  it('clears the name with an empty one (the attribute goes), and changes nothing for the same name', () => {
    const store = new EditorStore(sample());
    renameAndDescribe(store, t, 't1', 'Intro');
    expect(renameAndDescribe(store, t, 't1', ' Intro ')).to.equal(undefined);
    expect(renameAndDescribe(store, t, 't1', '   ')).to.equal('Name removed: shown as Text again');
    const node = locate<TemplateNode>(store.state.doc, 't1')!.node;
    expect(node.attributes === undefined || !('layer-name' in node.attributes)).to.equal(true);
    expect(layerName(node)).to.equal('');
    // The same empty name again: nothing to do.
    expect(renameAndDescribe(store, t, 't1', '')).to.equal(undefined);
  });

  it('follows the roles: a reader renames nothing, an editor renames a locked node (a setting, not its structure)', () => {
    const reader = new EditorStore(sample(), { editable: false });
    expect(renameAndDescribe(reader, t, 's1', 'Hero')).to.equal(undefined);
    expect(nameOf(reader, 's1')).to.equal(undefined);
    const editor = new EditorStore(sample());
    editor.setLocks(true);
    expect(renameAndDescribe(editor, t, 's2', 'Footer')).to.equal('Renamed to Footer');
    expect(nameOf(editor, 's2')).to.equal('Footer');
    expect(renameAndDescribe(editor, t, 'gone', 'X')).to.equal(undefined);
  });

  it('is a valid attribute of the template and never reaches the rendered page', () => {
    const store = new EditorStore(sample());
    const before = {
      publish: renderPage(store.state.doc).html,
      edit: renderPage(store.state.doc, { mode: 'edit' }).html,
    };
    renameAndDescribe(store, t, 's1', '<b>"Hero" & co</b>');
    renameAndDescribe(store, t, 't1', 'Intro text');
    expect(validatePage(store.state.doc)).to.deep.equal([]);
    expect(renderPage(store.state.doc).html).to.equal(before.publish);
    expect(renderPage(store.state.doc, { mode: 'edit' }).html).to.equal(before.edit);
  });

  it('refuses, in the schema, a name longer than 80 characters or not a string', () => {
    const named = (name: unknown) => page(section({ uid: 's', attributes: { 'layer-name': name } }));
    expect(validatePage(named('x'.repeat(80)))).to.deep.equal([]);
    expect(validatePage(named('x'.repeat(81))).map((issue) => issue.path.join('.'))).to.deep.equal([
      'children.0.attributes.layer-name',
    ]);
    expect(validatePage(named(7)).map((issue) => issue.path.join('.'))).to.deep.equal([
      'children.0.attributes.layer-name',
    ]);
  });
});
