import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { gql, gqlCode, rest, type Answer } from './support/clients.js';
import { DEMO } from './support/config.js';
import { createDatabase, type Driver, type RelDatabase } from './support/databases.js';
import { eachDatabase } from './support/each-database.js';
import { line, table } from './support/report.js';
import { ServerProcess } from './support/server-process.js';

/**
 * Proof 3: password guessing is cut off. With the default limits, 300 wrong passwords
 * for the demo customer (REST, and GraphQL on a server of its own so that neither run
 * inherits the other's lock) get a handful of 401s, then 429 with Retry-After; the right
 * password is refused too while the account is locked.
 */

const ATTEMPTS = 300;
/** Most 401s tolerated before the first 429 (the default lock is after 10 failures). */
const MAX_REJECTED = 20;
/** Enough to know the limit is missing: stop there instead of hashing 300 passwords. */
const GIVE_UP_AFTER = 60;

type Channel = 'REST' | 'GraphQL';
type Kind = 'rejected' | 'limited' | 'other';

interface Attempt {
  readonly kind: Kind;
  readonly status: number;
  readonly retryAfter: string | null;
  readonly textBody: boolean;
  readonly detail: string;
}

async function attempt(server: ServerProcess, channel: Channel, password: string): Promise<Attempt> {
  let answer: Answer;
  let kind: Kind;
  if (channel === 'REST') {
    answer = await rest(server.url, 'POST', '/api/Login/customer-login', {
      body: { UserName: DEMO.customer.userName, PasswordHash: password },
    });
    kind = answer.status === 401 ? 'rejected' : answer.status === 429 ? 'limited' : 'other';
  } else {
    answer = await gql(server.url, 'mutation($i: LoginInput!) { customerLogin(input: $i) { token } }', {
      i: { userName: DEMO.customer.userName, password },
    });
    const code = gqlCode(answer);
    kind = code === 'UNAUTHENTICATED' ? 'rejected' : code === 'TOO_MANY_REQUESTS' ? 'limited' : 'other';
  }
  return {
    kind,
    status: answer.status,
    retryAfter: answer.headers.get('retry-after'),
    textBody: /^text\/plain/.test(answer.headers.get('content-type') ?? ''),
    detail: `${answer.status} ${gqlCode(answer) ?? ''} ${answer.text.slice(0, 120)}`.trim(),
  };
}

function bruteForce(driver: Driver) {
  const databases: RelDatabase[] = [];
  const servers = new Map<Channel, ServerProcess>();

  beforeAll(async () => {
    // Default limits: none of the knobs is set. One server per channel, started side by side.
    await Promise.all(
      (['REST', 'GraphQL'] as const).map(async (channel) => {
        const database = await createDatabase(driver);
        databases.push(database);
        servers.set(channel, await ServerProcess.start({ database }));
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...servers.values()].map((s) => s.stop()));
    await Promise.all(databases.map((d) => d.drop()));
  }, 60_000);

  it(`${ATTEMPTS} wrong passwords for one account get 429 with Retry-After after a few 401s (REST and GraphQL)`, async () => {
    const rows: (string | number)[][] = [];
    const violations: string[] = [];

    for (const channel of ['REST', 'GraphQL'] as const) {
      const server = servers.get(channel)!;
      const attempts: Attempt[] = [];
      for (let i = 0; i < ATTEMPTS; i++) {
        attempts.push(await attempt(server, channel, `wrong-${i}`));
        const rejected = attempts.filter((a) => a.kind === 'rejected').length;
        if (rejected >= GIVE_UP_AFTER && !attempts.some((a) => a.kind === 'limited')) break;
      }
      const right = await attempt(server, channel, DEMO.customer.password);

      const count = (k: Kind) => attempts.filter((a) => a.kind === k).length;
      const firstLimited = attempts.findIndex((a) => a.kind === 'limited');
      const rejectedBefore = (firstLimited < 0 ? attempts : attempts.slice(0, firstLimited)).filter(
        (a) => a.kind === 'rejected',
      ).length;
      const limited = [...attempts, right].filter((a) => a.kind === 'limited');
      const withoutRetryAfter = limited.filter((a) => !a.retryAfter).length;
      const notText = channel === 'REST' ? limited.filter((a) => !a.textBody).length : 0;
      rows.push([
        channel,
        attempts.length,
        count('rejected'),
        count('limited'),
        count('other'),
        firstLimited < 0 ? 'never' : `#${firstLimited + 1}`,
        limited[0]?.retryAfter ?? '-',
        `${right.kind === 'limited' ? '429' : right.kind === 'rejected' ? '401' : right.status}${right.kind === 'other' && right.status === 200 ? ' (signed in)' : ''}`,
      ]);

      if (firstLimited < 0)
        violations.push(`${channel}: no 429 in ${attempts.length} wrong passwords (${count('rejected')} answered 401)`);
      else if (rejectedBefore > MAX_REJECTED)
        violations.push(`${channel}: ${rejectedBefore} attempts answered 401 before the first 429`);
      if (count('other') > 0)
        violations.push(
          `${channel}: ${count('other')} answers neither 401 nor 429 (e.g. ${attempts.find((a) => a.kind === 'other')?.detail})`,
        );
      if (withoutRetryAfter > 0)
        violations.push(`${channel}: ${withoutRetryAfter} of ${limited.length} 429 answers carry no Retry-After`);
      if (notText > 0) violations.push(`REST: ${notText} 429 answers are not text/plain`);
      if (right.kind !== 'limited')
        violations.push(
          `${channel}: the right password was answered ${right.detail} while the account should be locked`,
        );
    }

    table(`Brute force on one account, default limits [${driver}]`, rows, [
      'channel',
      'sent',
      '401',
      '429',
      'other',
      'first 429',
      'Retry-After',
      'right password then',
    ]);
    for (const v of violations) line(`  ✗ ${v}`);
    expect(violations).toEqual([]);
  }, 180_000);
}

eachDatabase('brute force', bruteForce);
