import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers the next request: a status, or never (the sender must time out). */
export type Behaviour = number | 'hang';

/**
 * A local webhook receiver: records every request and answers each with the next queued
 * behaviour (when the queue is empty: 200, or what answerAlways set).
 */
export async function startReceiver(): Promise<{
  url: string;
  received: Received[];
  answerNext(...behaviours: Behaviour[]): void;
  answerAlways(status: number): void;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const queue: Behaviour[] = [];
  let otherwise = 200;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const behaviour = queue.shift() ?? otherwise;
      if (behaviour === 'hang') return;
      response.writeHead(behaviour, { 'content-type': 'text/plain' }).end(behaviour < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answerNext: (...behaviours) => queue.push(...behaviours),
    answerAlways: (status) => {
      otherwise = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
