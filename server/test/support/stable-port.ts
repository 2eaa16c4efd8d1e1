import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * A free port on 127.0.0.1 for a service a test stops and starts again on the same port (a private
 * Redis or MariaDB killed for an outage, an SMTP inbox closed for an hour of mail).
 *
 * The kernel's own choice (listen on port 0) comes from the range it also gives every outgoing
 * connection its local port from. While the service is down, any connection opened on the machine (the
 * browser suites beside the proofs open thousands) may be given that very port, and the service cannot
 * listen on it again (EADDRINUSE). A port below that range is never handed to an outgoing connection.
 */
export async function stablePort(): Promise<number> {
  const lowestEphemeral = ephemeralPortsFrom();
  if (lowestEphemeral !== null && lowestEphemeral > LOWEST + 1_000) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const port = randomInt(LOWEST, lowestEphemeral);
      if (await canListen(port)) return port;
    }
  }
  return kernelPort();
}

/** Above the registered services most machines run (databases, brokers, dev servers sit below it). */
const LOWEST = 20_000;

/** The first port of the kernel's range for outgoing connections (Linux), or null elsewhere. */
function ephemeralPortsFrom(): number | null {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) ? low : null;
  } catch {
    return null;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function kernelPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
