import { expect } from 'chai';
import { IdAllocator } from './ids.ts';
import { renderPage } from '../render-page.ts';
import { pageWith, text } from '../testing/builders.ts';
import { classes, renderedBlocks } from '../testing/inspect.ts';

describe('node ids', () => {
  it('uses a safe uid as it is, and generates ids for missing or unsafe ones', () => {
    const ids = new IdAllocator();
    expect(ids.allocate('hero').id).to.equal('hero');
    expect(ids.allocate(undefined).id).to.equal('g1');
    expect(ids.allocate('has space').id).to.equal('g2');
    expect(ids.allocate('"><x').id).to.equal('g3');
  });

  it('suffixes a duplicate uid and says it is one', () => {
    const ids = new IdAllocator();
    ids.allocate('a');
    expect(ids.allocate('a')).to.deep.equal({ id: 'a-2', duplicate: true });
    expect(ids.allocate('a-2')).to.deep.equal({ id: 'a-2-2', duplicate: false });
  });

  it('gives nodes with duplicate uids distinct classes, and warns', () => {
    const { html, warnings } = renderPage(pageWith(text('1', { uid: 'same' }), text('2', { uid: 'same' })));
    const nodeClasses = renderedBlocks(html).map((el) => classes(el).find((c) => c.startsWith('lp-n-')));
    expect(nodeClasses).to.deep.equal(['lp-n-same', 'lp-n-same-2']);
    expect(warnings.map((w) => `${w.type}:${w.uid}`)).to.deep.equal(['duplicate_uid:same']);
  });
});
