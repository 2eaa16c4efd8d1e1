import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import { TransactionContext } from './transaction-context.js';

/** A stand-in manager whose query runner is released when its transaction ends. */
const manager = () => ({ queryRunner: { isReleased: false } }) as unknown as EntityManager;
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('TransactionContext', () => {
  it('gives work its own transaction, across awaits, and nothing outside', async () => {
    const a = manager();
    expect(TransactionContext.current()).toBeUndefined();
    await TransactionContext.run(a, async () => {
      await tick();
      expect(TransactionContext.current()).toBe(a);
    });
    expect(TransactionContext.current()).toBeUndefined();
  });

  it('keeps a running transaction when another one ends first (the storage goes off only when none runs)', async () => {
    const [a, b] = [manager(), manager()];
    let releaseB!: () => void;
    const bHeld = new Promise<void>((resolve) => (releaseB = resolve));
    const seenByB: (EntityManager | undefined)[] = [];
    const second = TransactionContext.run(b, async () => {
      seenByB.push(TransactionContext.current());
      await bHeld;
      seenByB.push(TransactionContext.current());
    });
    await TransactionContext.run(a, async () => {
      await tick();
      expect(TransactionContext.current()).toBe(a);
    });
    releaseB();
    await second;
    expect(seenByB).toEqual([b, b]);
    expect(TransactionContext.current()).toBeUndefined();
  });

  it('starts again after every transaction has ended', async () => {
    const [a, b] = [manager(), manager()];
    await TransactionContext.run(a, async () => undefined);
    await TransactionContext.run(b, async () => {
      await tick();
      expect(TransactionContext.current()).toBe(b);
    });
  });

  it('ends with the work when it fails', async () => {
    await expect(
      TransactionContext.run(manager(), async () => {
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(TransactionContext.current()).toBeUndefined();
  });
});
