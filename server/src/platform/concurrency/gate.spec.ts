import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Gate } from './gate.js';

describe('Gate', () => {
  it('never lets more than its size in, lets everyone in eventually, in the order they came', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 30 }),
        async (size, holds) => {
          const gate = new Gate(size);
          let inside = 0;
          let most = 0;
          const admitted: number[] = [];
          await Promise.all(
            holds.map(async (turns, index) => {
              const leave = await gate.enter();
              admitted.push(index);
              most = Math.max(most, ++inside);
              for (let turn = 0; turn < turns; turn++) await Promise.resolve();
              inside--;
              leave();
              leave(); // a second call changes nothing
            }),
          );
          expect(most).toBeLessThanOrEqual(size);
          expect(admitted).toHaveLength(holds.length);
          expect(admitted.slice(size)).toEqual([...admitted.slice(size)].sort((a, b) => a - b));
          expect(gate.load).toEqual({ inside: 0, waiting: 0 });
        },
      ),
    );
  });
});
