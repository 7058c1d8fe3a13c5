import { expect } from 'chai';
import { CURRENT_VERSION, migrate, versionOf } from './migrate.ts';
import { page } from '../testing/builders.ts';

describe('template versions', () => {
  it('reads a missing version as 1', () => {
    expect(versionOf(page())).to.equal(1);
    expect(versionOf({ ...page(), settings: {} })).to.equal(1);
  });

  it('passes a current page through unchanged (the same object)', () => {
    const p = { ...page(), settings: { version: CURRENT_VERSION } };
    expect(migrate(p)).to.equal(p);
  });

  it('leaves a newer page alone for the schema to refuse', () => {
    const p = { ...page(), settings: { version: CURRENT_VERSION + 1 } };
    expect(migrate(p)).to.equal(p);
  });
});
