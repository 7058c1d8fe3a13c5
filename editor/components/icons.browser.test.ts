/**
 * Icons that point along the line of reading (undo, redo) are mirrored in a right-to-left UI, as
 * the layout is (the screenshot review found Arabic's undo pointing the English way); the others
 * are drawn as they are.
 */
import { expect } from 'chai';
import { page } from '../../renderer/testing/builders.ts';
import { mountEditor, part, until, type Mounted } from '../testing/mount.ts';

describe('icons in a right-to-left UI', () => {
  let mounted: Mounted;
  afterEach(() => mounted.cleanup());

  const transformOf = (control: string) =>
    getComputedStyle(part(mounted.element, 'lp-top-bar', `[data-control="${control}"] svg`)!).transform;

  for (const [language, mirrored] of [
    ['ar', true],
    ['en', false],
  ] as const) {
    it(`${mirrored ? 'mirrors' : 'keeps'} undo and redo in ${language}, and keeps the preview's eye as drawn`, async () => {
      mounted = await mountEditor({ language });
      await mounted.editor.load(page());
      await until(() => part(mounted.element, 'lp-top-bar', '[data-control="undo"] svg') !== null, 5000, 'the top bar');
      for (const control of ['undo', 'redo'])
        expect(transformOf(control), control).to.equal(mirrored ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
      expect(transformOf('preview')).to.equal('none');
    });
  }
});
