import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import {
  actionsAllowed,
  ORDER_LIFE,
  needsProof,
  type DeliveryMethod,
  type OrderLifeFacts,
  type OrderTransition,
  type PaymentMethod,
} from '@waters/domain';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { AuditEvent } from '../src/modules/audit/audit-event.entity.js';
import { EventBus } from '../src/platform/events/event-bus.js';
import { Clock } from '../src/platform/time/clock.js';
import { eachDatabase } from './support/each-database.js';
import {
  OrderLifeDriver,
  stepAsked,
  type CallOutcome,
  type LifeActor,
  type LifeCommand,
} from './support/order-life-driver.js';
import { applied, predict, stateOf } from './support/order-life-model.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

/** The refusals a caller may meet; anything else (a 500, an answer without a code) fails the run. */
const REFUSALS = new Set(['CONFLICT', 'BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND']);
const RUNS = Number(process.env.ORDER_LIFE_RUNS ?? 30);
/** A failed run prints its seed and path: ORDER_LIFE_SEED and ORDER_LIFE_PATH replay it. */
const REPLAY = process.env.ORDER_LIFE_SEED
  ? { seed: Number(process.env.ORDER_LIFE_SEED), path: process.env.ORDER_LIFE_PATH, endOnFailure: true }
  : {};
/** A run is a few hundred API calls; the property may take minutes on a busy machine. */
const PROPERTY_TIMEOUT_MS = 600_000;

type Cash = 'none' | 'full' | 'short' | 'zero' | 'over';
interface Step {
  readonly order: 0 | 1;
  readonly command: Omit<LifeCommand, 'cashCollected'> & { cash?: Cash };
  readonly actor: LifeActor;
  /** Alone; twice at once (a double tap, two clerks); or at once with another command (a customer and a clerk). */
  readonly race: 'alone' | 'twice' | { readonly with: LifeCommand['kind']; readonly by: LifeActor };
  readonly laterMinutes: number;
  /** Most steps take an action the table allows the actor now (so orders get far), picked by `pick`. */
  readonly guided: boolean;
  readonly pick: number;
}

const ACTORS: LifeActor[] = ['owner', 'other', 'employee'];
const KINDS: LifeCommand['kind'][] = [
  'approve',
  'cancel',
  'withdraw',
  'setReference',
  'sendProof',
  'markPaid',
  'revertPayment',
  'recordRefund',
  'advance',
  'undoStep',
];

const stepArb: fc.Arbitrary<Step> = fc.record({
  order: fc.constantFrom(0 as const, 1 as const),
  command: fc.record({
    kind: fc.constantFrom(...KINDS),
    method: fc.constantFrom<PaymentMethod>('GCASH', 'CASH'),
    cash: fc.constantFrom<Cash>('none', 'full', 'full', 'short', 'zero', 'over'),
    confirmOffDate: fc.boolean(),
  }),
  // Employees act most; the owner next; another customer sometimes (and is always refused).
  actor: fc.constantFrom<LifeActor>('employee', 'employee', 'employee', 'owner', 'owner', 'other'),
  race: fc.oneof(
    { weight: 6, arbitrary: fc.constant('alone' as const) },
    { weight: 2, arbitrary: fc.constant('twice' as const) },
    { weight: 2, arbitrary: fc.record({ with: fc.constantFrom(...KINDS), by: fc.constantFrom(...ACTORS) }) },
  ),
  laterMinutes: fc.constantFrom(0, 0, 0, 5, 45, 24 * 60),
  guided: fc.constantFrom(true, true, false),
  pick: fc.nat(),
}) as fc.Arbitrary<Step>;

/** The command kinds that take the actions the table allows `actor` on the order now. */
function allowedKinds(order: OrderLifeFacts, actor: LifeActor, at: Date): LifeCommand['kind'][] {
  if (actor === 'other') return [];
  const actions = actionsAllowed(order, actor === 'employee' ? 'employee' : 'customer', at);
  return [
    ...new Set(
      actions.map((action) =>
        action === 'pack' || action === 'dispatch' || action === 'complete' ? 'advance' : action,
      ),
    ),
  ].filter((kind): kind is LifeCommand['kind'] => kind !== 'place');
}

const setupArb = fc.tuple(
  fc.constantFrom<DeliveryMethod>('DELIVERY', 'PICKUP'),
  fc.constantFrom<PaymentMethod>('CASH', 'GCASH', 'BANK_TRANSFER'),
);

/** The command as sent: the cash counted is chosen against the order's total. */
function concrete(command: Step['command'], order: OrderLifeFacts): LifeCommand {
  if (command.kind === 'undoStep') return { kind: 'undoStep', step: order.fulfilmentStatus ?? undefined };
  if (command.kind === 'recordRefund')
    return { kind: 'recordRefund', method: (command as { method?: PaymentMethod }).method ?? 'GCASH' };
  if (command.kind !== 'advance') return { kind: command.kind } as LifeCommand;
  const total = order.totalCentavos / 100;
  const cash = { none: null, full: total, short: total - 20, zero: 0, over: total + 10 }[command.cash ?? 'none'];
  return {
    kind: 'advance',
    to: stepAsked(order),
    cashCollected: cash,
    confirmOffDate: (command as { confirmOffDate?: boolean }).confirmOffDate ?? false,
  };
}

/** A guided command as a careful clerk sends it: confirmed on another day, with the cash counted when there is cash to count. */
function wellFormed(command: Step['command'], order: OrderLifeFacts, pick: number): Step['command'] {
  if (command.kind !== 'advance') return command;
  const collects =
    order.paymentMethod === 'CASH' &&
    order.paymentStatus === 'UNPAID' &&
    stepAsked(order) === (order.deliveryMethod === 'PICKUP' ? 'PICKED_UP' : 'DELIVERED');
  const cash: Cash = collects ? (['full', 'full', 'short', 'zero'] as const)[pick % 4] : 'none';
  return { ...command, cash, confirmOffDate: pick % 7 !== 0 } as Step['command'];
}

/** Whether the transition moves the order (a reference typed again, a second proof leave it where it is). */
const moves = (transition: OrderTransition) =>
  Object.keys(transition.to).length > 0 && transition.action !== 'sendProof';

eachDatabase('the life of an order, by the table', (driver) => {
  let t: TestApp;
  let life: OrderLifeDriver;
  let now = Date.now();
  const changed: number[] = [];
  const taken = new Set<string>();

  beforeAll(async () => {
    t = await startTestApp(driver);
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(now));
    t.app.get(EventBus).afterCommit('OrderChanged', ({ order, transition }) => {
      changed.push(order.id);
      taken.add(transition);
    });
    const employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    const owner = await t.newCustomer(`life-owner-${driver}`);
    const other = await t.newCustomer(`life-other-${driver}`);
    life = new OrderLifeDriver(t, { owner: owner.token, other: other.token, employee });
  });
  afterAll(() => t?.close());

  const audits = (orderId: number) =>
    t.app
      .get(DataSource)
      .getRepository(AuditEvent)
      .countBy({ targetType: 'order', targetId: String(orderId) });
  const events = (orderId: number) => changed.filter((id) => id === orderId).length;

  /** Every answer is the transition's or a clear refusal. */
  const expectAnswers = (outcomes: CallOutcome[]) => {
    for (const outcome of outcomes) if (!outcome.ok) expect(REFUSALS).toContain(outcome.code);
  };

  async function runStep(orderId: number, step: Step): Promise<void> {
    now += step.laterMinutes * 60_000;
    const before = await life.facts(orderId);
    const [audited, told] = [await audits(orderId), events(orderId)];
    // Ending an order is one choice among the others only now and then, so that orders get far.
    const allowed = step.guided
      ? allowedKinds(before, step.actor, new Date(now)).filter(
          (kind, _, all) => all.length === 1 || step.pick % 8 === 0 || (kind !== 'cancel' && kind !== 'withdraw'),
        )
      : [];
    const first = concrete(
      allowed.length > 0
        ? wellFormed({ ...step.command, kind: allowed[step.pick % allowed.length] }, before, step.pick)
        : step.command,
      before,
    );
    const calls: [LifeCommand, LifeActor][] =
      step.race === 'alone'
        ? [[first, step.actor]]
        : step.race === 'twice'
          ? [
              [first, step.actor],
              [first, step.actor],
            ]
          : [
              [first, step.actor],
              [concrete({ kind: step.race.with } as Step['command'], before), step.race.by],
            ];
    const outcomes = await Promise.all(calls.map(([command, actor]) => life.call(orderId, command, actor)));
    expectAnswers(outcomes);
    const after = await life.facts(orderId);
    const winners = calls.filter((_, i) => outcomes[i].ok);
    const at = new Date(now);
    const context = { step, before: stateOf(before), after: stateOf(after), outcomes };

    // Exactly as many audit rows and OrderChanged events as accepted calls; a refused one leaves none.
    expect({ ...context, audits: (await audits(orderId)) - audited, events: events(orderId) - told }).toEqual({
      ...context,
      audits: winners.length,
      events: winners.length,
    });

    if (calls.length === 1 || step.race === 'twice') {
      const transition = predict(first, before, step.actor, at);
      const expected =
        transition === null ? 0 : calls.length === 2 && moves(transition) ? 1 : calls.length === 2 ? 'one or two' : 1;
      // A contested transition has exactly one winner; the table decides whether there is one.
      if (expected === 'one or two') expect(winners.length).toBeGreaterThanOrEqual(1);
      else expect({ ...context, winners: winners.length }).toEqual({ ...context, winners: expected });
      if (transition) expect(stateOf(after)).toEqual(stateOf(applied(before, transition, first, at)));
      else expect(stateOf(after)).toEqual(stateOf(before));
      return;
    }
    // Two different commands at once: what happened is what the table allows in one of the two orders.
    const orderings = [calls, [...calls].reverse()].map((pair) => {
      let facts: OrderLifeFacts = before;
      const won: boolean[] = [];
      for (const [command, actor] of pair) {
        const transition = predict(command, facts, actor, at);
        won.push(transition !== null);
        if (transition) facts = applied(facts, transition, command, at);
      }
      return { facts, wins: won.filter(Boolean).length };
    });
    const explained = orderings.some(
      ({ facts, wins }) => wins === winners.length && JSON.stringify(stateOf(facts)) === JSON.stringify(stateOf(after)),
    );
    expect({ ...context, explained }).toEqual({ ...context, explained: true });
  }

  it(
    'random transitions by random actors, with races: every state reached is one the table allows, one winner per contested transition, one audit row and one event per accepted call',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(setupArb, { minLength: 2, maxLength: 2 }),
          fc.array(stepArb, { minLength: 8, maxLength: 20 }),
          async (setups, steps) => {
            const orders = [];
            for (const [method, payment] of setups) orders.push(await life.place(method, payment));
            for (const step of steps) await runStep(orders[step.order], step);
          },
        ),
        { numRuns: RUNS, ...REPLAY },
      );
      // The random walks reach a good part of the table (the tour below takes every transition).
      expect(taken.size).toBeGreaterThan(ORDER_LIFE.length / 3);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'takes every transition of the table through the API, from the placed order, by the shortest way the table knows',
    async () => {
      for (const target of ORDER_LIFE.filter((transition) => transition.from !== null)) {
        const way = shortestWay(target);
        expect({ target: target.name, found: way !== null }).toEqual({ target: target.name, found: true });
        const orderId = await life.place(way!.method, way!.payment);
        for (const transition of [...way!.steps, target]) {
          const before = await life.facts(orderId);
          const command = commandFor(transition, before);
          const outcome = await life.call(orderId, command, transition.by.includes('employee') ? 'employee' : 'owner');
          expect({ target: target.name, transition: transition.name, outcome }).toEqual({
            target: target.name,
            transition: transition.name,
            outcome: { ok: true, code: null },
          });
          expect(stateOf(await life.facts(orderId))).toEqual(
            stateOf(applied(before, transition, command, new Date(now))),
          );
        }
        expect(taken).toContain(target.name);
      }
    },
    PROPERTY_TIMEOUT_MS,
  );
});

/** The command that takes `transition` (the cash for a handover as its case asks; steps confirmed on any day). */
function commandFor(transition: OrderTransition, order: OrderLifeFacts): LifeCommand {
  const total = order.totalCentavos / 100;
  switch (transition.action) {
    case 'pack':
    case 'dispatch':
    case 'complete': {
      const collection = transition.when?.collection;
      return {
        kind: 'advance',
        to: transition.to.fulfilmentStatus!,
        cashCollected: collection === 'full' ? total : collection === 'short' ? total - 20 : null,
        confirmOffDate: true,
      };
    }
    case 'recordRefund':
      return { kind: 'recordRefund', method: 'GCASH' };
    case 'place':
      throw new Error('An order is placed, not commanded');
    default:
      return { kind: transition.action };
  }
}

interface Way {
  method: DeliveryMethod;
  payment: PaymentMethod;
  steps: OrderTransition[];
}

/** Breadth first over the table's own states, from each kind of placed order, to one the target leaves from. */
function shortestWay(target: OrderTransition): Way | null {
  const starts: Way[] = (['DELIVERY', 'PICKUP'] as const).flatMap((method) =>
    (['CASH', 'GCASH'] as const).map((payment) => ({ method, payment, steps: [] })),
  );
  const factsOf = (way: Way): OrderLifeFacts => {
    let facts: OrderLifeFacts = {
      status: 'PENDING',
      paymentStatus: 'UNPAID',
      fulfilmentStatus: null,
      deliveryMethod: way.method,
      paymentMethod: way.payment,
      hasPaymentProof: false,
      amountCollectedCentavos: null,
      totalCentavos: 100_00,
      paidAt: null,
      packedAt: null,
      dispatchedAt: null,
      completedAt: null,
      deliveryDate: null,
    };
    const at = new Date();
    for (const step of way.steps) facts = applied(facts, step, commandFor(step, facts), at);
    return facts;
  };
  const queue = [...starts];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const way = queue.shift()!;
    const facts = factsOf(way);
    const at = new Date();
    if (predict(commandFor(target, facts), facts, target.by.includes('employee') ? 'employee' : 'owner', at) === target)
      return way;
    const key = JSON.stringify([
      way.method,
      way.payment,
      stateOf(facts),
      facts.hasPaymentProof,
      facts.amountCollectedCentavos !== null,
      needsProof(way.payment),
    ]);
    if (seen.has(key) || way.steps.length > 8) continue;
    seen.add(key);
    for (const next of ORDER_LIFE) {
      if (next.from === null || next.window) continue;
      const command = commandFor(next, facts);
      if (predict(command, facts, next.by.includes('employee') ? 'employee' : 'owner', at) === next)
        queue.push({ ...way, steps: [...way.steps, next] });
    }
  }
  return null;
}
