import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { drainOf } from './drain.js';

/**
 * `first` and then the rest of `iterator`; whoever stops reading early also stops the iterator.
 * Between chunks the event loop takes its turn (other requests are answered): chunks read ahead
 * would otherwise be produced and written one after another in a single turn.
 */
async function* resumed<T>(first: IteratorResult<T>, iterator: AsyncIterator<T>): AsyncGenerator<T> {
  try {
    if (first.done) return;
    yield first.value;
    for (;;) {
      await setImmediate();
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await iterator.return?.();
  }
}

/**
 * Sends a body produced in chunks as they are produced: the next chunk is asked for only once the
 * connection has taken the previous one (backpressure), and a client that goes away stops the
 * producer. The first chunk is produced before anything is sent, so that a failure to start (a
 * database error) is an ordinary error answer rather than a truncated 200. A failure later (a
 * producer's error, or a stopping server's drain deadline, drain.ts) drops the connection mid-body:
 * the chunked answer never gets its last chunk, so the client sees a failed download, never a shorter
 * file that looks complete.
 */
export async function sendStreamed(reply: FastifyReply, chunks: AsyncIterable<string>): Promise<FastifyReply> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  const body = Readable.from(resumed(first, iterator), { objectMode: false });
  // A stream destroyed before its first read never starts `resumed`, whose finally would stop the
  // producer: the producer is stopped here too (a finished one ignores it), so it never stays
  // suspended holding what it holds (its batches, its turn at the whole-list gate).
  body.once('close', () => void iterator.return?.()?.catch(() => undefined));
  // A stopping server lets the answer finish while it drains, and cuts it if it has not by the deadline.
  const forget = drainOf(reply.server)?.cutAtDeadline((reason) => body.destroy(reason));
  if (forget) body.once('close', forget);
  return reply.send(body);
}

/**
 * A JSON array written a batch at a time: the same bytes as JSON.stringify of the whole array
 * (`[a,b]`), with one batch in memory at a time. The first chunk waits for the first batch.
 */
export async function* jsonArrayChunks<T>(
  batches: AsyncIterable<readonly T[]>,
  toJson: (item: T) => unknown,
): AsyncGenerator<string> {
  let opened = false;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    // One JSON.stringify per batch, its brackets dropped: the items joined by commas.
    const items = JSON.stringify(batch.map(toJson)).slice(1, -1);
    yield opened ? `,${items}` : `[${items}`;
    opened = true;
  }
  yield opened ? ']' : '[]';
}
