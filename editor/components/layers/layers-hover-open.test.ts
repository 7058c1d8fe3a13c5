import { expect } from 'chai';
import { HoverOpen } from './layers-hover-open.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('opening a row held under a drag', () => {
  it('opens the row the pointer rests on once the delay has passed, and only then', async () => {
    const opened: string[] = [];
    const hover = new HoverOpen((uid) => opened.push(uid), 40);
    hover.over('a');
    await wait(10);
    // Moves over the same row do not restart the wait.
    hover.over('a');
    expect(opened).to.deep.equal([]);
    await wait(60);
    expect(opened).to.deep.equal(['a']);
  });

  it('starts again over another row, and forgets the row when the pointer leaves it or the drag ends', async () => {
    const opened: string[] = [];
    const hover = new HoverOpen((uid) => opened.push(uid), 40);
    hover.over('a');
    await wait(25);
    hover.over('b');
    await wait(25);
    expect(opened).to.deep.equal([]);
    await wait(40);
    expect(opened).to.deep.equal(['b']);
    hover.over('c');
    hover.over(null);
    hover.over('d');
    hover.cancel();
    await wait(60);
    expect(opened).to.deep.equal(['b']);
  });
});
