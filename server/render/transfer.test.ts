import { expect } from 'chai';
import { transferableSymbol, valueSymbol } from 'piscina';
import { jsonBytes, transferOutcome } from './transfer.ts';

describe('moving answers out of the worker', () => {
  it('encodes JSON into an ArrayBuffer of its own, even when small (a pooled Buffer would detach the pool)', () => {
    const bytes = jsonBytes({ html: '<p>é</p>' });
    expect(new TextDecoder().decode(bytes)).to.equal('{"html":"<p>é</p>"}');
    expect(bytes.byteOffset).to.equal(0);
    expect(bytes.buffer.byteLength).to.equal(bytes.byteLength);
  });

  it('marks the byte fields of an outcome for transfer, and the transfer moves them (the sender keeps nothing)', () => {
    const outcome = { ok: true, body: jsonBytes({ html: 'x'.repeat(100_000) }), warnings: [] };
    const marked = transferOutcome(outcome) as unknown as Record<symbol, unknown>;
    const list = marked[transferableSymbol] as ArrayBuffer[];
    expect(list).to.deep.equal([outcome.body.buffer]);
    expect(marked[valueSymbol]).to.equal(outcome);
    const copy = structuredClone(outcome, { transfer: list });
    expect(outcome.body.byteLength, 'detached in the sender').to.equal(0);
    expect(copy.body.byteLength).to.equal(100_011);
  });

  it('leaves outcomes without bytes as they are (failures cross as plain objects)', () => {
    const failure = { ok: false, code: 'template_invalid', message: 'm' };
    expect(transferOutcome(failure)).to.equal(failure);
  });
});
