import pLimit from 'p-limit';
import { parseImageWorkLimits, type ImageWorkLimits } from '../../../config/security-config.js';
import { tooManyRequests } from '../../../platform/errors/domain-error.js';
import { imageVariants, reencodedWebp, type ImageVariants } from './image-variants.js';

export const BUSY_IMAGES = 'The server is busy with other pictures. Please send yours again in a moment.';

/** Seconds a refused upload is told to wait: about one picture's decoding. */
const RETRY_AFTER_SECONDS = 2;

/**
 * Every decoding of an uploaded picture (product images, proofs of payment) in one bounded pool
 * per process: a few at once, a few waiting, the rest told to come back (429) at once, so a stream
 * of large pictures cannot take every core and the memory from the other requests.
 */
export class ImageWork {
  private readonly limit: ReturnType<typeof pLimit>;

  constructor(private readonly limits: ImageWorkLimits = parseImageWorkLimits({})) {
    this.limit = pLimit(limits.concurrency);
  }

  /** A product picture's full set (see imageVariants). */
  variants(bytes: Buffer): Promise<ImageVariants> {
    return this.queued(() => imageVariants(bytes));
  }

  /** One picture cleaned and re-encoded as WebP (see reencodedWebp). */
  webp(bytes: Buffer, maxWidth: number): Promise<Buffer> {
    return this.queued(() => reencodedWebp(bytes, maxWidth));
  }

  /** Runs `work` in the pool, or refuses it at once when the pool and its queue are full. */
  queued<T>(work: () => Promise<T>): Promise<T> {
    const queued = this.limit.activeCount + this.limit.pendingCount;
    if (queued >= this.limits.concurrency + this.limits.maxWaiting)
      return Promise.reject(tooManyRequests(BUSY_IMAGES, RETRY_AFTER_SECONDS));
    return this.limit(work);
  }
}
