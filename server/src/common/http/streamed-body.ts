import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';

/** `first` and then the rest of `iterator`; whoever stops reading early also stops the iterator. */
async function* resumed<T>(first: IteratorResult<T>, iterator: AsyncIterator<T>): AsyncGenerator<T> {
  try {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  } finally {
    await iterator.return?.();
  }
}

/**
 * Sends a body produced in chunks as they are produced: the next chunk is asked for only once the
 * connection has taken the previous one (backpressure), and a client that goes away stops the
 * producer. The first chunk is produced before anything is sent, so that a failure to start (a
 * database error) is an ordinary error answer rather than a truncated 200.
 */
export async function sendStreamed(reply: FastifyReply, chunks: AsyncIterable<string>): Promise<FastifyReply> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  return reply.send(Readable.from(resumed(first, iterator), { objectMode: false }));
}

/**
 * A JSON array written a batch at a time: the same bytes as JSON.stringify of the whole array
 * (`[a,b]`), with one batch in memory at a time. The first chunk waits for the first batch.
 */
export async function* jsonArrayChunks<T>(batches: AsyncIterable<readonly T[]>, toJson: (item: T) => unknown): AsyncGenerator<string> {
  let opened = false;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    const items = batch.map((item) => JSON.stringify(toJson(item))).join(',');
    yield opened ? `,${items}` : `[${items}`;
    opened = true;
  }
  yield opened ? ']' : '[]';
}
