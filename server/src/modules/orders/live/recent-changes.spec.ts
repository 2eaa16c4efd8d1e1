import { describe, expect, it } from '@jest/globals';
import { RecentChanges, REPLAY_HORIZON_MS } from './recent-changes.js';

describe('the changes an instance heard lately', () => {
  const at = (start: number) => {
    let now = start;
    return { clock: () => now, pass: (ms: number) => (now += ms) };
  };

  it('tells the changes heard within a window, oldest first, and nothing older', () => {
    const time = at(1_000);
    const recent = new RecentChanges<number>(time.clock);
    time.pass(5_000);
    recent.record(1);
    time.pass(2_000);
    recent.record(2);
    recent.record(3);
    time.pass(1_000);
    expect(recent.within(1_500)).toEqual([2, 3]);
    expect(recent.within(4_000)).toEqual([1, 2, 3]);
    expect(recent.within(500)).toEqual([]);
  });

  it('cannot tell a window reaching back before it started listening, or past its horizon', () => {
    const time = at(0);
    const recent = new RecentChanges<number>(time.clock);
    time.pass(3_000);
    expect(recent.within(3_000)).toBeNull();
    expect(recent.within(2_999)).toEqual([]);
    time.pass(REPLAY_HORIZON_MS * 2);
    recent.record(1);
    expect(recent.within(REPLAY_HORIZON_MS)).toEqual([1]);
    expect(recent.within(REPLAY_HORIZON_MS + 1)).toBeNull();
  });

  it('forgets an older change once past its horizon', () => {
    const time = at(0);
    const recent = new RecentChanges<number>(time.clock);
    time.pass(1_000);
    recent.record(1);
    time.pass(REPLAY_HORIZON_MS + 1);
    recent.record(2);
    expect(recent.within(REPLAY_HORIZON_MS)).toEqual([2]);
  });

  it('after its subscription came back, knows nothing from before it', () => {
    const time = at(0);
    const recent = new RecentChanges<number>(time.clock);
    time.pass(10_000);
    recent.record(1);
    time.pass(1_000);
    recent.forgetAll();
    time.pass(1_000);
    recent.record(2);
    expect(recent.within(900)).toEqual([2]);
    expect(recent.within(1_500)).toBeNull();
  });

  it('keeps a bounded number of changes: a window reaching back to what it dropped is unknown', () => {
    const time = at(0);
    const recent = new RecentChanges<number>(time.clock);
    time.pass(1_000);
    for (let i = 0; i < 10_001; i += 1) {
      recent.record(i);
      time.pass(1);
    }
    // The first change (heard 10,001 ms ago) was dropped; the rest are all there.
    expect(recent.within(10_001)).toBeNull();
    const kept = recent.within(10_000)!;
    expect(kept).toHaveLength(10_000);
    expect(kept[0]).toBe(1);
  });
});
