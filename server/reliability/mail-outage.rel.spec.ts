import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { setTimeout as sleep } from 'node:timers/promises';
import { startSmtpInbox, type SmtpInbox } from '../test/support/smtp-inbox.js';
import { login, registerCustomer, send, type Account } from './support/clients.js';
import { DEMO } from './support/config.js';
import { createDatabase, type RelDatabase } from './support/databases.js';
import { eachDatabase } from './support/each-database.js';
import { decide, orderableProducts, placeOrder, type Decision } from './support/orders.js';
import { line, table } from './support/report.js';
import type { ServerProcess } from './support/server-process.js';
import { ShiftedClock } from './support/shifted-clock.js';

/**
 * Proof 12: the mail server down for an hour. A built server sends its mail through a real SMTP
 * server of the test's own (smtp-server, on a port of its own), which is stopped while customers
 * place orders and the staff approve and cancel them, for an hour of the server's clock (moved on
 * by the test: shifted-clock.cjs), then started again on the same port. With the documented retry
 * schedule (MAIL_RETRY_BASE_MS 5 s, doubling, at most an hour apart) it proves:
 * - every mail written is sent once it is back: none lost, none twice (one Message-ID each);
 * - mail about one order arrives in the order it was written ("received" before "approved");
 * - the backlog is visible meanwhile in /metrics (outbox_backlog_messages, "retrying"), and it
 *   returns to zero.
 */

const METRICS_TOKEN = 'rel-metrics-token-0123456789';
const STAFF_EMAIL = 'staff@waters.test';
const MINUTE = 60_000;
/** The outage, on the server's clock, lived in steps: an order placed and one decided in each. */
const OUTAGE_MS = 60 * MINUTE;
const STEP_MS = 5 * MINUTE;
/** Real time for a step: the outbox polls every 200 ms, so each step sees a round of attempts. */
const STEP_PAUSE_MS = 500;
/** After the return, how far the clock may go for the backlog to empty: an hour apart at most, and spare. */
const DRAIN_LIMIT_MS = 3 * 60 * MINUTE;

interface Backlog {
  readonly fresh: number;
  readonly retrying: number;
}

async function mailBacklog(base: string): Promise<Backlog> {
  const answer = await send(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (answer.status !== 200) throw new Error(`/metrics answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  const value = (state: string) =>
    Number(
      new RegExp(`^outbox_backlog_messages\\{outbox="mail",state="${state}"\\} (\\d+)$`, 'm').exec(answer.text)?.[1],
    );
  return { fresh: value('new'), retrying: value('retrying') };
}

/** The outbox row a message was sent from (its Message-ID is `<outbox-{id}-{written}@waters.mail>`). */
const rowIdOf = (mail: ParsedMail) => Number(/^<outbox-(\d+)-\d+@waters\.mail>$/.exec(mail.messageId ?? '')?.[1]);

eachDatabase('the mail server down for an hour of the server clock, and back', (driver) => {
  let database: RelDatabase;
  let inbox: SmtpInbox;
  let clock: ShiftedClock;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createDatabase(driver);
    inbox = await startSmtpInbox();
    clock = new ShiftedClock();
    server = await clock.startServer(database, {
      SMTP_URL: inbox.url,
      STAFF_EMAIL,
      MAIL_POLL_MS: '200',
      METRICS_TOKEN,
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await inbox?.stop();
    clock?.remove();
    await database?.drop();
  }, 60_000);

  it('sends every mail written meanwhile once it is back, each once, in order per order; /metrics shows the backlog', async () => {
    const base = server.url;
    const employee = await login(base, 'Employee', DEMO.employee.userName, DEMO.employee.password);
    const customers: Account[] = [await registerCustomer(base, 'mail'), await registerCustomer(base, 'mail')];
    const products = await orderableProducts(base, customers[0]);
    const placed: number[] = [];
    const place = async (index: number) => {
      const { answer, ack } = await placeOrder(index % 2 ? 'REST' : 'GraphQL', base, customers[index % 2], [
        { productId: products[index % products.length], quantity: 1 },
      ]);
      if (!ack) throw new Error(`placeOrder answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      placed.push(ack.orderId);
    };
    const decideNext = async (decided: number) => {
      const decision: Decision = decided % 2 ? 'cancel' : 'approve';
      const result = await decide(base, employee, placed[decided], decision, 'gql');
      if (result.outcome !== 'success') throw new Error(`${decision} ${placed[decided]}: ${result.detail}`);
    };
    const waitUntilSent = async (limitMs: number) => {
      let moved = 0;
      for (;;) {
        const backlog = await mailBacklog(base);
        if (backlog.fresh + backlog.retrying === 0) return moved;
        if (moved >= limitMs)
          throw new Error(`mail still waiting after ${moved / MINUTE} min: ${JSON.stringify(backlog)}`);
        await clock.advance(STEP_MS);
        moved += STEP_MS;
        await sleep(STEP_PAUSE_MS);
      }
    };

    // Before: mail goes out as it is written.
    await place(0);
    await place(1);
    await decideNext(0);
    await waitUntilSent(30 * MINUTE);
    const before = inbox.messages.length;
    expect(before).toBeGreaterThanOrEqual(5);

    // The outage: an hour of orders and decisions, each step five minutes of the server's clock.
    await inbox.stop();
    const outageStarted = performance.now();
    let decided = 1;
    const backlogs: Backlog[] = [];
    for (let moved = 0; moved < OUTAGE_MS; moved += STEP_MS) {
      await place(placed.length);
      await decideNext(decided++);
      await clock.advance(STEP_MS);
      await sleep(STEP_PAUSE_MS);
      backlogs.push(await mailBacklog(base));
    }
    const atEnd = backlogs.at(-1)!;
    const pendingInDatabase = await database.query<{ n: number | string }>(
      "SELECT COUNT(*) AS n FROM outbox_mail WHERE status = 'pending'",
    );
    expect(inbox.messages.length).toBe(before);
    expect(atEnd.retrying).toBeGreaterThan(0);
    expect(atEnd.fresh + atEnd.retrying).toBe(Number(pendingInDatabase[0].n));
    const outageRealMs = performance.now() - outageStarted;

    // Back on the same port; more news about orders whose first mail is still waiting for its retry.
    await inbox.start();
    await place(placed.length);
    await decideNext(decided++);
    const drainedAfterMs = await waitUntilSent(DRAIN_LIMIT_MS);

    const rows = await database.query<{
      id: number | string;
      kind: string;
      subject: string | null;
      status: string;
      attempts: number | string;
    }>('SELECT id, kind, subject, status, attempts FROM outbox_mail ORDER BY id');
    const sentIds = inbox.messages.map(rowIdOf);
    const counts = new Map<number, number>();
    for (const id of sentIds) counts.set(id, (counts.get(id) ?? 0) + 1);
    // Every row sent, each exactly once.
    expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
    expect([...counts].filter(([, n]) => n !== 1)).toEqual([]);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(rows.map((row) => Number(row.id)));
    // Per order, arrival in the order written.
    const subjectOf = new Map(rows.map((row) => [Number(row.id), row.subject]));
    const outOfOrder: string[] = [];
    const lastBySubject = new Map<string, number>();
    for (const id of sentIds) {
      const subject = subjectOf.get(id);
      if (!subject) continue;
      const last = lastBySubject.get(subject) ?? 0;
      if (id < last) outOfOrder.push(`${subject}: mail ${id} after ${last}`);
      lastBySubject.set(subject, Math.max(last, id));
    }
    expect(outOfOrder).toEqual([]);
    // Each order's customer was told it was received, and then what was decided.
    const decisions = rows.filter((row) => row.kind === 'order-decision').length;
    expect(decisions).toBe(decided);
    expect(rows.filter((row) => row.kind === 'order-confirmation').length).toBe(placed.length);

    const attempts = rows.map((row) => Number(row.attempts));
    table(`Mail server down for an hour of the server's clock [${driver}]`, [
      ['mails written', rows.length],
      ['  after it stopped', rows.length - before],
      ['sent, each once', counts.size],
      ['out of order within an order', outOfOrder.length],
      ['most failed attempts of one mail', Math.max(...attempts)],
      ['backlog in /metrics at the outage end', `${atEnd.retrying} retrying, ${atEnd.fresh} new`],
      ['server clock after the return until sent', `${drainedAfterMs / MINUTE} min`],
      ['real time of the simulated hour', `${(outageRealMs / 1000).toFixed(1)} s`],
    ]);
    line(`backlog per 5 min of outage (retrying): ${backlogs.map((b) => b.retrying).join(' ')}`);
  }, 240_000);
});
