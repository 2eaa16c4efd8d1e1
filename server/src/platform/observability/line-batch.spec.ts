import { describe, expect, it } from '@jest/globals';
import { LineBatch, type LineSink } from './line-batch.js';

const sink = () => {
  const writes: string[] = [];
  const calls: string[] = [];
  const target: LineSink = {
    write: (text) => writes.push(text),
    flush: (callback) => (calls.push('flush'), callback?.()),
    flushSync: () => calls.push('flushSync'),
  };
  return { target, writes, calls };
};

describe('log line batches', () => {
  it('hand lines on in order, once a batch is full, and not before', () => {
    const { target, writes } = sink();
    const batch = new LineBatch(target, 10);
    batch.write('one\n');
    batch.write('two\n');
    expect(writes).toEqual([]);
    batch.write('three\n');
    batch.write('four\n');
    expect(writes).toEqual(['one\ntwo\nthree\n']);
  });

  it('write out what is gathered on flush, and at exit', () => {
    const { target, writes, calls } = sink();
    const batch = new LineBatch(target, 1000);
    batch.write('a\n');
    let flushed = false;
    batch.flush(() => (flushed = true));
    expect([writes, calls, flushed]).toEqual([['a\n'], ['flush'], true]);
    batch.write('b\n');
    batch.flushSync();
    expect([writes, calls]).toEqual([
      ['a\n', 'b\n'],
      ['flush', 'flushSync'],
    ]);
  });

  it('write nothing when nothing is gathered', () => {
    const { target, writes } = sink();
    new LineBatch(target, 10).flushSync();
    expect(writes).toEqual([]);
  });
});
