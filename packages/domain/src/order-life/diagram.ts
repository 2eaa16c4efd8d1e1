import { ORDER_MACHINES, type OrderMachine } from './facts.js';
import { ORDER_LIFE } from './table.js';
import type { OrderCondition, OrderTransition, StateMatch, UndoWindow } from './transition.js';

/*
 * docs/order-life.md, drawn from the table: a Mermaid state diagram per machine and the table
 * itself in words. `npm run order-life` writes it; a test fails when it is stale.
 */

const MACHINE_KEY = { order: 'status', payment: 'paymentStatus', fulfilment: 'fulfilmentStatus' } as const;
const MACHINE_TITLE: Record<OrderMachine, string> = {
  order: 'The order',
  payment: 'Its payment',
  fulfilment: 'Its way to the customer',
};
/** Mermaid names a state by an identifier: "not packed" is NONE. */
const stateName = (value: string | null) => value ?? 'NONE';

const windowText = (window: UndoWindow) =>
  'minutes' in window ? `within ${window.minutes} min` : 'the same Manila day';

function conditionText(when: OrderCondition | undefined): string {
  if (!when) return '';
  const parts = [
    when.deliveryMethod && when.deliveryMethod.toLowerCase(),
    when.pays && `paid by ${when.pays}`,
    when.hasPaymentProof !== undefined && (when.hasPaymentProof ? 'proof on file' : 'no proof'),
    when.collectedAtHandover !== undefined &&
      (when.collectedAtHandover ? 'cash recorded at handover' : 'no cash recorded at handover'),
    when.collection && (when.collection === 'full' ? 'whole total collected' : 'collected short'),
  ];
  return parts.filter(Boolean).join(', ');
}

/** One arrow per transition and state it leaves from; states it leaves the machine in point to themselves. */
function arrows(machine: OrderMachine): string[] {
  const key = MACHINE_KEY[machine];
  const lines = new Set<string>();
  for (const transition of ORDER_LIFE) {
    const target = transition.to[key];
    if (transition.machine !== machine && target === undefined) continue;
    const label = `${transition.name}${transition.window ? ` (undo, ${windowText(transition.window)})` : ''}`;
    const sources: readonly (string | null)[] | undefined = transition.from
      ? (transition.from as StateMatch)[key]
      : undefined;
    if (transition.from === null) {
      lines.add(`  [*] --> ${stateName(target ?? null)}: ${label}`);
      continue;
    }
    for (const source of sources ?? ['ANY'])
      lines.add(`  ${stateName(source)} --> ${stateName(target === undefined ? source : target)}: ${label}`);
  }
  return [...lines];
}

export function mermaidOf(machine: OrderMachine): string {
  return ['```mermaid', 'stateDiagram-v2', ...arrows(machine), '```'].join('\n');
}

const PART_LABEL = { status: 'order', paymentStatus: 'payment', fulfilmentStatus: 'fulfilment' } as const;
const PARTS = Object.keys(PART_LABEL) as (keyof typeof PART_LABEL)[];

const matchText = (from: StateMatch | null) =>
  from === null
    ? 'new'
    : PARTS.filter((part) => from[part])
        .map((part) => `${PART_LABEL[part]} ${from[part]!.map(stateName).join(' or ')}`)
        .join('; ');

const changeText = ({ to }: OrderTransition) =>
  PARTS.filter((part) => to[part] !== undefined)
    .map((part) => `${PART_LABEL[part]} ${stateName(to[part] ?? null)}`)
    .join('; ') || 'no change';

/** The whole page: the diagrams and every transition in a table. */
export function orderLifeMarkdown(): string {
  const rows = ORDER_LIFE.map((t) =>
    [
      `\`${t.name}\``,
      matchText(t.from),
      conditionText(t.when) || '—',
      changeText(t),
      `${t.by.join(', ')} (\`${t.scope}\`)`,
      [...t.needs, ...(t.confirmOffDate ? ['confirmation on another day than the delivery date'] : [])].join(', ') ||
        '—',
      t.window ? `undoes, ${windowText(t.window)}` : t.undoneBy ? `by \`${t.undoneBy}\`` : '—',
      t.webhooks.map((hook) => `\`${hook}\``).join(', ') || '—',
      t.says,
    ].join(' | '),
  );
  return [
    '# The life of an order',
    '',
    'Generated from `packages/domain/src/order-life/table.ts` by `npm run order-life`; do not edit by hand. The server takes',
    'every transition through this table (one conditional update each, so of simultaneous calls one wins), writes one audit',
    'row and records one domain event for it; the screens show the buttons it allows.',
    '',
    ...ORDER_MACHINES.flatMap((machine) => [`## ${MACHINE_TITLE[machine]}`, '', mermaidOf(machine), '']),
    '## Every transition',
    '',
    '| Transition | From | When | To | Who (API key scope) | Needs | Undo | Webhooks | Meaning |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
  ].join('\n');
}
