/**
 * Renaming rows of `<lp-layers>` in Chromium over a real store, with the real keyboard and mouse:
 * a double click on a row's name or F2 opens a named field; Enter keeps the name (one undo step),
 * leaving the field keeps it too, Escape keeps nothing, an empty name clears it; the row then
 * shows the name; a reader renames nothing; an editor renames a locked node.
 */
import { expect } from 'chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { PageDefinition, TemplateNode } from '../../../renderer/index.ts';
import { column, page, section, text } from '../../../renderer/testing/builders.ts';
import { locate } from '../../store/tree.ts';
import { mountLayers, type LayersKit, type LayersKitOptions } from './layers-test-kit.ts';
import { mouseTestHooks } from '../../testing/mount.ts';

const doc = (): PageDefinition =>
  page(
    section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Hello world</p>', { uid: 't1' }))),
    section({ uid: 's2', attributes: { locked: true } }, column({ uid: 'c2' })),
  );

// The English texts of notes/i18n/h31.json, until the catalogs carry them.
const TEXTS = {
  'layers.named': '{name}, {kind}',
  'layers.nameField': 'Layer name',
  'layers.renamed': 'Renamed to {name}',
  'layers.nameCleared': 'Name removed: shown as {kind} again',
};

const nameOf = (kit: LayersKit, uid: string) =>
  locate<TemplateNode>(kit.store.state.doc, uid)?.node.attributes?.['layer-name'];

/**
 * A double click on `element`: a real click (the browser's), then the `dblclick` the browser
 * would add (sendMouse gives every click a click count of 1, so the browser sends no dblclick).
 */
async function doubleClick(element: Element): Promise<void> {
  await sendMouse({ type: 'click', position: centre(element) });
  element.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true, cancelable: true, detail: 2 }));
}

/** The middle of an element, in the viewport's pixels (where sendMouse points). */
function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

describe('<lp-layers> renaming', () => {
  let kit: LayersKit | undefined;
  const mount = async (options: LayersKitOptions = {}) => {
    kit = await mountLayers(doc(), { texts: TEXTS, ...options });
    return kit;
  };
  const field = () => kit!.root().querySelector<HTMLInputElement>('input.rename');

  mouseTestHooks(() => {
    kit?.cleanup();
    kit = undefined;
  });

  it('renames with a double click on the name: a named field, Enter keeps it in one undo step, the row shows it', async () => {
    const kit = await mount();
    await doubleClick(kit.row('s1')!.querySelector('.name')!);
    await kit.settle();
    const input = field();
    expect(input?.outerHTML ?? null).to.not.equal(null);
    expect(input!.getAttribute('aria-label')).to.equal('Layer name');
    expect(input!.maxLength).to.equal(80);
    expect(kit.root().activeElement).to.equal(input);
    await sendKeys({ type: 'Hero' });
    await sendKeys({ press: 'Enter' });
    await kit.settle();
    expect(nameOf(kit, 's1')).to.equal('Hero');
    expect(kit.store.undoCount).to.equal(1);
    expect(field()?.outerHTML ?? null).to.equal(null);
    const row = kit.row('s1')!;
    expect(row.getAttribute('aria-label')).to.equal('Hero, Section');
    expect(row.querySelector('.own')?.textContent).to.equal('Hero');
    // The focus is back on the tree, on that row; the live region says what happened.
    expect(kit.root().activeElement).to.equal(kit.tree());
    expect(kit.tree().getAttribute('aria-activedescendant')).to.equal(row.id);
    expect(kit.root().querySelector('[role=status]')?.textContent).to.equal('Renamed to Hero');
    kit.store.undo();
    await kit.settle();
    expect(nameOf(kit, 's1')).to.equal(undefined);
    expect(kit.row('s1')!.getAttribute('aria-label')).to.equal('Section');
  });

  it('renames the focused row with F2, filled with its name; Escape keeps nothing; an empty name clears it', async () => {
    const kit = await mount();
    kit.store.select('t1');
    await kit.settle();
    kit.tree().focus();
    await sendKeys({ press: 'F2' });
    await kit.settle();
    expect(field()?.value).to.equal('');
    // Keys typed in the field are the field's: an arrow moves the caret, not the tree's focus.
    await sendKeys({ type: 'Intro' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'Backspace' });
    expect(field()?.value).to.equal('Into');
    expect(kit.store.state.selection).to.equal('t1');
    await sendKeys({ press: 'Escape' });
    await kit.settle();
    expect(nameOf(kit, 't1')).to.equal(undefined);
    expect(kit.store.undoCount).to.equal(0);
    expect(kit.store.state.selection).to.equal('t1');

    await sendKeys({ press: 'F2' });
    await kit.settle();
    await sendKeys({ type: 'Intro' });
    await sendKeys({ press: 'Enter' });
    await kit.settle();
    expect(nameOf(kit, 't1')).to.equal('Intro');
    // Opened again, the field holds the name, selected: Backspace empties it, and Enter clears the name.
    await sendKeys({ press: 'F2' });
    await kit.settle();
    expect(field()?.value).to.equal('Intro');
    expect([field()!.selectionStart, field()!.selectionEnd]).to.deep.equal([0, 5]);
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Enter' });
    await kit.settle();
    expect(nameOf(kit, 't1')).to.equal(undefined);
    expect(kit.row('t1')!.getAttribute('aria-label')).to.equal('Text: Hello world');
    expect(kit.store.undoCount).to.equal(2);
  });

  it('keeps the name typed when the field loses the focus to another row', async () => {
    const kit = await mount();
    kit.store.select('c1');
    await kit.settle();
    kit.tree().focus();
    await sendKeys({ press: 'F2' });
    await kit.settle();
    await sendKeys({ type: 'Left column' });
    await sendMouse({ type: 'click', position: centre(kit.row('s2')!.querySelector('.name')!) });
    await kit.settle();
    expect(nameOf(kit, 'c1')).to.equal('Left column');
    expect(field()?.outerHTML ?? null).to.equal(null);
    expect(kit.store.state.selection).to.equal('s2');
  });

  it('lets an editor name a locked node, and a reader none', async () => {
    const editor = await mount();
    editor.store.setLocks(true);
    editor.store.select('s2');
    await editor.settle();
    editor.tree().focus();
    await sendKeys({ press: 'F2' });
    await editor.settle();
    await sendKeys({ type: 'Footer' });
    await sendKeys({ press: 'Enter' });
    await editor.settle();
    expect(nameOf(editor, 's2')).to.equal('Footer');
    editor.cleanup();

    const reader = await mount({ editable: false });
    reader.store.select('s1');
    await reader.settle();
    reader.tree().focus();
    await sendKeys({ press: 'F2' });
    await doubleClick(reader.row('s1')!.querySelector('.name')!);
    await reader.settle();
    expect(field()?.outerHTML ?? null).to.equal(null);
    expect(nameOf(reader, 's1')).to.equal(undefined);
  });

  it('shows a name given in the template instead of the kind and first words', async () => {
    kit = await mountLayers(
      page(section({ uid: 's', attributes: { 'layer-name': 'Pricing' } }, column({ uid: 'c' }))),
      { texts: TEXTS },
    );
    const row = kit.row('s')!;
    expect(row.getAttribute('aria-label')).to.equal('Pricing, Section');
    expect(row.querySelector('.own')?.textContent).to.equal('Pricing');
    expect(row.querySelector('.kind')?.outerHTML ?? null).to.equal(null);
  });
});
