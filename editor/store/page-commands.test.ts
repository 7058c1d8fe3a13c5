/**
 * The page-level commands: each change is one undo step however many edits of the same field
 * follow (merge policy), a narrower device writes its own design object and only the per-device
 * values, invalid values and read-only states are refused, and resetting everything leaves no
 * design behind.
 */
import { expect } from 'chai';
import type { PageDefinition } from '../../renderer/index.ts';
import { page, section, column, text } from '../../renderer/testing/builders.ts';
import { validatePage } from '../../renderer/schema/template.ts';
import { EditorStore } from './editor-store.ts';
import { designValueAt, setDesign, setMetadataFlag, setPageSetting } from './page-commands.ts';

const start = (): PageDefinition =>
  page(section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>x</p>', { uid: 't1' }))));

describe('page commands', () => {
  it('setMetadataFlag: on and off, one step, no step when unchanged', () => {
    const store = new EditorStore(start());
    expect(store.run(setMetadataFlag('noindex', false)), 'already off').to.equal(false);
    expect(store.run(setMetadataFlag('noindex', true))).to.equal(true);
    expect(store.state.doc.metadata?.noindex).to.equal(true);
    expect(store.undoCount).to.equal(1);
    store.run(setMetadataFlag('noindex', false));
    expect(store.state.doc.metadata).to.not.have.property('noindex');
    store.undo();
    expect(store.state.doc.metadata?.noindex).to.equal(true);
  });

  it('setPageSetting: lang and dir, refused when the format refuses them, merged per field', () => {
    const store = new EditorStore(start());
    expect(store.run(setPageSetting('lang', 'not a tag'))).to.equal(false);
    expect(store.run(setPageSetting('dir', 'sideways'))).to.equal(false);
    store.run(setPageSetting('lang', 'p'));
    store.run(setPageSetting('lang', 'pt'));
    store.run(setPageSetting('lang', 'pt-BR'));
    expect(store.state.doc.settings?.lang).to.equal('pt-BR');
    expect(store.undoCount, 'typing a tag is one step').to.equal(1);
    store.run(setPageSetting('dir', 'rtl'));
    expect(store.undoCount, 'another field is another step').to.equal(2);
    store.run(setPageSetting('lang', undefined));
    expect(store.state.doc.settings).to.not.have.property('lang');
    expect(validatePage(store.state.doc)).to.deep.equal([]);
  });

  it('setDesign at desktop writes settings.design; repeated edits of one field are one undo step', () => {
    const store = new EditorStore(start());
    for (const color of ['#111111', '#222222', '#333333']) store.run(setDesign('textColor', color));
    expect(store.state.doc.settings?.design?.textColor).to.equal('#333333');
    expect(store.undoCount).to.equal(1);
    store.run(setDesign('button.borderRadius', '6px'));
    expect(store.state.doc.settings?.design?.button).to.deep.equal({ borderRadius: '6px' });
    expect(store.undoCount).to.equal(2);
    store.undo();
    store.undo();
    expect(store.state.doc.settings?.design).to.equal(undefined);
  });

  it('setDesign at a narrower level writes md/sm/xs, only for the per-device values', () => {
    const store = new EditorStore(start());
    expect(store.run(setDesign('fontSize', '18px'))).to.equal(true);
    expect(store.run(setDesign('fontSize', '15px', 'md'))).to.equal(true);
    expect(store.run(setDesign('headingScale', 1.1, 'xs'))).to.equal(true);
    expect(store.run(setDesign('textColor', '#000000', 'md')), 'a color is the same on every device').to.equal(false);
    expect(store.run(setDesign('button.color', '#ffffff', 'sm'))).to.equal(false);
    const design = store.state.doc.settings?.design;
    expect(design).to.deep.equal({ fontSize: '18px', md: { fontSize: '15px' }, xs: { headingScale: 1.1 } });
    expect(designValueAt(store.state, 'fontSize', 'md')).to.equal('15px');
    expect(designValueAt(store.state, 'fontSize', 'sm')).to.equal(undefined);
    expect(store.undoCount).to.equal(3);
    expect(validatePage(store.state.doc)).to.deep.equal([]);
  });

  it('refuses unknown paths and invalid values; reset removes emptied objects', () => {
    const store = new EditorStore(start());
    for (const [path, value] of [
      ['fontSize', 16],
      ['headingScale', 2.5],
      ['textColor', 'url(x)'],
      ['md', {}],
      ['button', {}],
      ['nope', 'x'],
      ['button.nope', 'x'],
      ['fontSize.x', '1px'],
    ] as const)
      expect(store.run(setDesign(path, value)), `${path} = ${String(value)}`).to.equal(false);
    store.run(setDesign('button.color', '#ffffff'));
    store.run(setDesign('lineHeight', '1.4', 'sm'));
    store.run(setDesign('button.color', undefined));
    store.run(setDesign('lineHeight', undefined, 'sm'));
    expect(store.state.doc.settings).to.not.have.property('design');
  });

  it('declines everything for a reader', () => {
    const store = new EditorStore(start());
    store.setEditable(false);
    for (const command of [
      setMetadataFlag('noindex', true),
      setPageSetting('lang', 'de'),
      setDesign('textColor', '#000'),
    ])
      expect(store.run(command)).to.equal(false);
    expect(store.undoCount).to.equal(0);
  });
});
