/** A link can point to the anchors the page's sections set, in page order, once each. */
import { expect } from 'chai';
import { column, page, section, text } from '../../../renderer/testing/builders.ts';
import { pageAnchors } from './page-anchors.ts';

describe('page anchors', () => {
  it('lists valid anchors in page order without repeats', () => {
    const doc = page(
      section({ attributes: { anchor: 'top' } }, column(text('<p>a</p>'))),
      section({ attributes: { anchor: 'pricing' } }, column(text('<p>b</p>'))),
      section({ attributes: { anchor: 'top' } }),
      section({ attributes: { anchor: '1bad' } }),
      section(column(text('<p>c</p>'))),
    );
    expect(pageAnchors(doc)).to.deep.equal(['top', 'pricing']);
  });
});
