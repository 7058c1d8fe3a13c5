/** The section layout tools where the editor mounts them: the handles over a selected section's columns, the control in its panel. */
import { expect } from 'chai';
import { page, section, column, text } from '../../../renderer/testing/builders.ts';
import { mountEditor, part, until, type Mounted } from '../../testing/mount.ts';

describe('section layout in the editor', () => {
  let mounted: Mounted;
  beforeEach(async () => {
    mounted = await mountEditor();
    await mounted.editor.load(
      page(section({ uid: 's' }, column({ uid: 'a' }, text('<p>A</p>')), column({ uid: 'b' }, text('<p>B</p>')))),
    );
  });
  afterEach(() => mounted.cleanup());

  it('selecting a section shows a width handle between its columns and the layout control in its panel', async () => {
    mounted.element.store.select('s');
    await until(
      () => part(mounted.element, 'lp-canvas', 'lp-column-handles') !== null,
      5000,
      'the handles in the canvas overlay',
    );
    await until(
      () =>
        (part(mounted.element, 'lp-canvas', 'lp-column-handles')?.shadowRoot?.querySelectorAll('[role="separator"]')
          .length ?? 0) === 1,
      5000,
      'one handle between two columns',
    );
    await until(
      () => part(mounted.element, 'lp-selection-panel', 'lp-section-layout-control') !== null,
      5000,
      'the control',
    );
    mounted.element.store.select(null);
    await until(() => part(mounted.element, 'lp-canvas', 'lp-column-handles') === null, 5000, 'the handles gone');
    expect(part(mounted.element, 'lp-canvas', 'lp-column-handles')?.outerHTML ?? null).to.equal(null);
  });
});
