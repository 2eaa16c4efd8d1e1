import { describe, expect, it } from '@jest/globals';
import { BUSY_IMAGES, ImageWork } from './image-work.js';

/** A job that holds its place until released. */
function slowJob() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { release, run: () => done.then(() => 'done') };
}

describe('ImageWork pool', () => {
  it('runs at most `concurrency` at once, lets `maxWaiting` wait and refuses the rest with TOO_MANY_REQUESTS and a retry time', async () => {
    const work = new ImageWork({ concurrency: 2, maxWaiting: 1 });
    let running = 0;
    let most = 0;
    const jobs = Array.from({ length: 5 }, () => slowJob());
    const outcomes = jobs.map((job) =>
      work.queued(async () => {
        most = Math.max(most, ++running);
        const result = await job.run();
        running--;
        return result;
      }),
    );
    const refused = await Promise.allSettled(outcomes.slice(3));
    for (const r of refused) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: BUSY_IMAGES,
        retryAfterSeconds: 2,
      });
    }
    for (const job of jobs) job.release();
    await expect(Promise.all(outcomes.slice(0, 3))).resolves.toEqual(['done', 'done', 'done']);
    expect(most).toBe(2);
    // Once the pool drains, a new picture is taken again.
    await expect(work.queued(() => Promise.resolve('again'))).resolves.toBe('again');
  });

  it('passes a picture refusal through unchanged (a bad file stays 415, not busy)', async () => {
    const work = new ImageWork({ concurrency: 1, maxWaiting: 1 });
    await expect(work.webp(Buffer.from('not a picture'), 100)).rejects.toMatchObject({
      name: 'ImageRefusedError',
      status: 415,
    });
  });
});
