import { afterEach, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'node:http';
import { jsonArrayChunks, sendStreamed } from './streamed-body.js';

async function* batchesOf<T>(batches: T[][]): AsyncGenerator<T[]> {
  for (const batch of batches) yield batch;
}

const collect = async (chunks: AsyncIterable<string>) => {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
};

describe('jsonArrayChunks', () => {
  it('writes exactly what JSON.stringify writes for the whole array, whatever the batches', async () => {
    const items = [
      { a: 1, note: 'Ñoño "quoted" 🐟' },
      { a: 2, date: new Date(0), gone: undefined },
      null,
      'text',
      [1, [2]],
    ];
    for (const batches of [
      [items],
      [items.slice(0, 2), [], items.slice(2)],
      items.map((item) => [item]),
      [[], []],
      [],
    ]) {
      expect(await collect(jsonArrayChunks(batchesOf(batches), (item) => item))).toBe(JSON.stringify(batches.flat()));
    }
  });
});

describe('sendStreamed', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('stops the producer when its stream is destroyed before anything was read from it', async () => {
    let stopped = false;
    async function* producer(): AsyncGenerator<string> {
      try {
        yield '[';
        yield ']';
      } finally {
        stopped = true;
      }
    }
    const reply = { send: (body: NodeJS.ReadableStream & { destroy(): void }) => (body.destroy(), reply) };
    await sendStreamed(reply as never, producer());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stopped).toBe(true);
  });

  it('produces chunks only as the client reads them, and stops producing when the client goes away', async () => {
    let produced = 0;
    let stopped = false;
    const chunk = 'x'.repeat(64 * 1024);
    async function* endless(): AsyncGenerator<string> {
      try {
        for (;;) {
          produced++;
          yield chunk;
        }
      } finally {
        stopped = true;
      }
    }
    app = Fastify();
    app.get('/endless', (_request, reply) => sendStreamed(reply, endless()));
    const url = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));

    await new Promise<void>((resolve, reject) => {
      const req = request({ host: url.hostname, port: url.port, path: '/endless' }, (res) => {
        res.once('data', () => {
          // The client stops reading: the server may fill the socket's buffers, never more.
          res.pause();
          setTimeout(() => {
            expect(produced * chunk.length).toBeLessThan(64 * 1024 * 1024);
            req.destroy();
            resolve();
          }, 300);
        });
      });
      req.on('error', () => undefined);
      req.once('error', reject);
      req.end();
    });
    const deadline = Date.now() + 5000;
    while (!stopped && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stopped).toBe(true);
  });

  it('answers an error, not a truncated 200, when the first chunk cannot be produced', async () => {
    const failing = (): AsyncIterable<string> => ({
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('database is down')) }),
    });
    app = Fastify();
    app.get('/failing', (_request, reply) => sendStreamed(reply, failing()));
    const answer = await fetch(`${await app.listen({ port: 0, host: '127.0.0.1' })}/failing`);
    expect(answer.status).toBe(500);
  });
});
