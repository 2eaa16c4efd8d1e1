import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { manilaDay } from '@waters/domain';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../src/platform/identity/auth-user.js';
import { Role } from '../src/platform/identity/role.js';
import { sqlInstant } from '../src/database/entity-columns.js';
import { Clock } from '../src/platform/time/clock.js';
import { DashboardService } from '../src/modules/orders/dashboard/dashboard.service.js';
import { manilaDayOf, manilaDaysOf } from '../src/platform/time/manila-day.js';
import { rebuildOrderFigures } from '../src/modules/orders/figures/rebuild-order-figures.js';
import { activityLogList, historyList, pendingList, queueList } from '../src/modules/orders/lists/order-lists.js';
import { OrderListsService } from '../src/modules/orders/lists/order-lists.service.js';
import { OrderStatus } from '../src/modules/orders/order-status.js';
import { OrdersService } from '../src/modules/orders/orders.service.js';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PRODUCTS = ['DRD-001', 'DRD-002', 'MAR-001', 'MAR-003', 'SMK-001', 'SMK-004'];
const TYPES = ['DRIED', 'MARINATED', 'SMOKED'];

/** One step of a shop's history; `wait` moves the clock forward first (up to three days). */
type Step =
  | { kind: 'place'; wait: number; customer: number; items: { productId: string; quantity: number }[] }
  | { kind: 'decide'; wait: number; pick: number; approve: boolean }
  | { kind: 'cancelOwn'; wait: number; pick: number };

const wait = fc.integer({ min: 0, max: 3 * DAY });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    wait,
    customer: fc.integer({ min: 0, max: 2 }),
    items: fc.uniqueArray(
      fc.record({ productId: fc.constantFrom(...PRODUCTS), quantity: fc.integer({ min: 1, max: 4 }) }),
      {
        minLength: 1,
        maxLength: 3,
        selector: (item) => item.productId,
      },
    ),
  }),
  fc.record({ kind: fc.constant('decide' as const), wait, pick: fc.nat(), approve: fc.boolean() }),
  fc.record({ kind: fc.constant('cancelOwn' as const), wait, pick: fc.nat() }),
);

interface StoredOrder {
  id: number;
  customerId: string;
  status: OrderStatus;
  placedAt: Date;
  decidedAt: Date | null;
  totalCentavos: number;
  lines: { productType: string; quantity: number; centavos: number }[];
}

/** Sums of the kept tables, slots added up, rows that sum to nothing left out. */
type Tally = Record<string, number>;
const tallyOf = (rows: { key: string; value: number }[]): Tally => {
  const tally: Tally = {};
  for (const { key, value } of rows) tally[key] = (tally[key] ?? 0) + value;
  for (const key of Object.keys(tally)) if (tally[key] === 0) delete tally[key];
  return tally;
};

eachDatabase('kept order figures', (driver) => {
  let t: TestApp;
  let orders: OrdersService;
  let lists: OrderListsService;
  let dashboard: DashboardService;
  let db: DataSource;
  let employee: AuthUser;
  let customers: AuthUser[];
  const start = Date.parse('2025-01-01T03:00:00.000Z');
  let now = start;

  beforeAll(async () => {
    t = await startTestApp(driver);
    orders = t.app.get(OrdersService);
    lists = t.app.get(OrderListsService);
    dashboard = t.app.get(DashboardService);
    db = t.app.get(DataSource);
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(now));
    const token = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    const employeeId = (await t.gql('{ me { id } }', {}, token)).data!.me.id as string;
    employee = { id: employeeId, role: Role.Employee, fullName: 'Employee', sessionId: 'figures' };
    customers = [];
    for (const name of ['fig-ana', 'fig-ben', 'fig-cora']) {
      const { id } = await t.newCustomer(`${name}-${driver}`);
      customers.push({ id, role: Role.Customer, fullName: name, sessionId: 'figures' });
    }
  });
  afterAll(() => t?.close());

  async function stored(): Promise<StoredOrder[]> {
    const rows = await db.query(
      'SELECT id, customer_id, status, order_date, authorization_date, total_centavos FROM orders ORDER BY id',
    );
    const lines = await db.query('SELECT order_id, product_type, quantity, line_total_centavos FROM order_lines');
    const byOrder = new Map<number, StoredOrder['lines']>();
    for (const line of lines) {
      const list = byOrder.get(Number(line.order_id)) ?? [];
      list.push({
        productType: line.product_type,
        quantity: Number(line.quantity),
        centavos: Number(line.line_total_centavos),
      });
      byOrder.set(Number(line.order_id), list);
    }
    return rows.map((row: Record<string, unknown>) => ({
      id: Number(row.id),
      customerId: String(row.customer_id),
      status: row.status as OrderStatus,
      placedAt: sqlInstant(row.order_date),
      decidedAt: row.authorization_date === null ? null : sqlInstant(row.authorization_date),
      totalCentavos: Number(row.total_centavos),
      lines: byOrder.get(Number(row.id)) ?? [],
    }));
  }

  async function play(steps: Step[]): Promise<void> {
    for (const s of steps) {
      now += s.wait;
      const all = await stored();
      const pending = all.filter((o) => o.status === OrderStatus.PENDING);
      if (s.kind === 'place') await orders.place(customers[s.customer], { items: s.items });
      else if (pending.length === 0) continue;
      else if (s.kind === 'decide') {
        const order = pending[s.pick % pending.length];
        await orders.decide(employee, s.approve ? OrderStatus.APPROVED : OrderStatus.CANCELLED, {
          orderId: order.id,
          remarks: null,
        });
      } else {
        const order = pending[s.pick % pending.length];
        await orders.cancelOwn(
          customers.find((c) => c.id === order.customerId)!,
          { orderId: order.id, reason: 'Changed my mind' },
        );
      }
    }
  }

  /** The kept tables, slots summed: per status, per Manila day and per Manila hour. */
  async function kept() {
    const counts = await db.query('SELECT scope, status, order_count FROM order_counts');
    const totals = async (table: string, period: string) =>
      tallyOf(
        (
          await db.query(`SELECT ${period} AS period, placed, approved, approved_centavos, cancelled FROM ${table}`)
        ).flatMap((r: any) => [
          { key: `${r.period} placed`, value: Number(r.placed) },
          { key: `${r.period} approved`, value: Number(r.approved) },
          { key: `${r.period} approved centavos`, value: Number(r.approved_centavos) },
          { key: `${r.period} cancelled`, value: Number(r.cancelled) },
        ]),
      );
    const sold = async (table: string, period: string) =>
      tallyOf(
        (await db.query(`SELECT ${period} AS period, product_type, quantity, centavos FROM ${table}`)).flatMap(
          (r: any) => [
            { key: `${r.period} ${r.product_type} quantity`, value: Number(r.quantity) },
            { key: `${r.period} ${r.product_type} centavos`, value: Number(r.centavos) },
          ],
        ),
      );
    return {
      counts: tallyOf(counts.map((r: any) => ({ key: `${r.scope} ${r.status}`, value: Number(r.order_count) }))),
      days: await totals('order_days', 'manila_day'),
      types: await sold('order_day_types', 'manila_day'),
      hours: await totals('order_hours', 'manila_hour'),
      hourTypes: await sold('order_hour_types', 'manila_hour'),
    };
  }

  /** The same figures counted from the orders themselves, independently of the server's SQL. */
  function recount(all: StoredOrder[]) {
    const counts: { key: string; value: number }[] = [];
    for (const o of all)
      counts.push({ key: `* ${o.status}`, value: 1 }, { key: `${o.customerId} ${o.status}`, value: 1 });
    const byPeriod = (periodOf: (at: Date) => string) => {
      const totals: { key: string; value: number }[] = [];
      const sold: { key: string; value: number }[] = [];
      for (const o of all) {
        totals.push({ key: `${periodOf(o.placedAt)} placed`, value: 1 });
        if (!o.decidedAt) continue;
        const period = periodOf(o.decidedAt);
        if (o.status === OrderStatus.CANCELLED) totals.push({ key: `${period} cancelled`, value: 1 });
        if (o.status !== OrderStatus.APPROVED) continue;
        totals.push(
          { key: `${period} approved`, value: 1 },
          { key: `${period} approved centavos`, value: o.totalCentavos },
        );
        for (const line of o.lines) {
          sold.push(
            { key: `${period} ${line.productType} quantity`, value: line.quantity },
            { key: `${period} ${line.productType} centavos`, value: line.centavos },
          );
        }
      }
      return { totals: tallyOf(totals), sold: tallyOf(sold) };
    };
    // The hour independently of the server's manilaHour: UTC+8 all year.
    const hourOf = (at: Date) => new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 13).replace('T', ' ');
    const days = byPeriod(manilaDay);
    const hours = byPeriod(hourOf);
    return { counts: tallyOf(counts), days: days.totals, types: days.sold, hours: hours.totals, hourTypes: hours.sold };
  }

  /** The dashboard of [from, to), counted order by order. */
  function expectedDashboard(all: StoredOrder[], from: Date, to: Date) {
    const within = (at: Date | null) => at !== null && at >= from && at < to;
    const approved = all.filter((o) => o.status === OrderStatus.APPROVED && within(o.decidedAt));
    const daily = manilaDaysOf(from, to).map((day) => ({
      day,
      ordersPlaced: all.filter((o) => within(o.placedAt) && manilaDay(o.placedAt) === day).length,
      approvedCentavos: approved
        .filter((o) => manilaDay(o.decidedAt!) === day)
        .reduce((sum, o) => sum + o.totalCentavos, 0),
    }));
    return {
      approvedCount: approved.length,
      cancelledCount: all.filter((o) => o.status === OrderStatus.CANCELLED && within(o.decidedAt)).length,
      approvedCentavos: approved.reduce((sum, o) => sum + o.totalCentavos, 0),
      byType: TYPES.map((productType) => {
        const lines = approved.flatMap((o) => o.lines).filter((line) => line.productType === productType);
        return {
          productType,
          centavos: lines.reduce((s, l) => s + l.centavos, 0),
          quantity: lines.reduce((s, l) => s + l.quantity, 0),
        };
      }),
      daily,
    };
  }

  it('keeps every figure equal to a recount of the orders, through any history of placements and decisions', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 12 }),
        fc.array(
          fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 40 * DAY }), fc.boolean()),
          { minLength: 2, maxLength: 2 },
        ),
        // Periods starting within an hour of an order's placement or decision: the minutes a partial day's
        // whole hours leave out, read from the orders, hold orders on either side of the cut.
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: -HOUR, max: HOUR }), fc.integer({ min: 1, max: 3 * DAY })), {
          minLength: 1,
          maxLength: 2,
        }),
        async (steps, periods, nearOrders) => {
          await play(steps);
          const all = await stored();
          expect(await kept()).toEqual(recount(all));

          // The dashboard for periods anywhere in the history, of whole Manila days (as the portal asks)
          // or starting and ending at any millisecond.
          const first = start - DAY;
          const instants = all.flatMap((o) => (o.decidedAt ? [o.placedAt, o.decidedAt] : [o.placedAt]));
          const near = nearOrders.flatMap(([pick, offset, length]) => {
            if (instants.length === 0) return [];
            const from = instants[pick % instants.length].getTime() + offset;
            return [[from, from + length, false] as const];
          });
          const anywhere = periods.map(([where, length, wholeDays]) => {
            const from = Math.round(first + where * (now + DAY - first));
            return [from, from + length, wholeDays] as const;
          });
          for (const [start, end, wholeDays] of [...anywhere, ...near]) {
            let [from, to] = [new Date(start), new Date(end)];
            if (wholeDays) [from, to] = [manilaDayOf(from).start, manilaDayOf(to).end];
            const { daily, byType, ...figures } = expectedDashboard(all, from, to);
            expect(await dashboard.summary({ from, to })).toMatchObject(figures);
            expect(await dashboard.revenueByType({ from, to })).toEqual(byType);
            expect(await dashboard.daily({ from, to })).toEqual(daily);
            // The activity log's total for the same period (and, filtered further, by status).
            const decided = (o: StoredOrder) => o.decidedAt !== null && o.decidedAt >= from && o.decidedAt < to;
            expect(await lists.count(activityLogList({ from, to }))).toBe(all.filter(decided).length);
            expect(await lists.count(activityLogList({ to, status: OrderStatus.APPROVED }))).toBe(
              all.filter((o) => o.status === OrderStatus.APPROVED && o.decidedAt! < to).length,
            );
          }
          // Every list's total.
          const count = (test: (o: StoredOrder) => boolean) => all.filter(test).length;
          expect(await lists.count(queueList())).toBe(count((o) => o.status === OrderStatus.PENDING));
          expect(await lists.count(activityLogList())).toBe(count((o) => o.decidedAt !== null));
          for (const c of customers) {
            expect(await lists.count(pendingList(c.id))).toBe(
              count((o) => o.customerId === c.id && o.status === OrderStatus.PENDING),
            );
            expect(await lists.count(historyList(c.id))).toBe(
              count((o) => o.customerId === c.id && o.decidedAt !== null),
            );
            expect(await lists.count(activityLogList({ customerId: c.id, status: OrderStatus.CANCELLED }))).toBe(
              count((o) => o.customerId === c.id && o.status === OrderStatus.CANCELLED),
            );
          }
        },
      ),
      { numRuns: 20 },
    );

    // Rebuilt from scratch (as the migration does), the figures are the ones kept step by step.
    const before = await kept();
    await db.transaction((manager) => rebuildOrderFigures(manager));
    expect(await kept()).toEqual(before);
    // 20 histories of up to 12 steps, each checked through every figure and list: on MariaDB, beside the browser
    // suites on two cores, that has taken over a minute (the suite's default limit).
  }, 240_000);
});
