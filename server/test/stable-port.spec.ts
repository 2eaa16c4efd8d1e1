import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { stablePort } from './support/stable-port.js';

const RANGE_FILE = '/proc/sys/net/ipv4/ip_local_port_range';

const listenOn = (port: number) =>
  new Promise<() => Promise<void>>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise((done) => server.close(() => done()))));
  });

describe('stablePort', () => {
  it('gives a free port that no outgoing connection is handed while its service is down (below the kernel range)', async () => {
    const port = await stablePort();
    const close = await listenOn(port);
    await close();
    if (existsSync(RANGE_FILE)) {
      const lowestEphemeral = Number(readFileSync(RANGE_FILE, 'utf8').trim().split(/\s+/)[0]);
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(lowestEphemeral);
    }
    // Stopped and started again on the same port, as the proofs' private services are.
    await (
      await listenOn(port)
    )();
  });

  it('never gives a port something already listens on', async () => {
    const taken: Array<() => Promise<void>> = [];
    try {
      for (let i = 0; i < 20; i++) taken.push(await listenOn(await stablePort()));
    } finally {
      await Promise.all(taken.map((close) => close()));
    }
    expect(taken).toHaveLength(20);
  });
});
