import { manilaDay, monthDays, previousMonth } from '@waters/domain';
import type { StatementFieldsFragment } from '../api/statement-fields.generated';

/** The months the tests ask for, counted from the real today (Manila), as the view counts them. */
export const TODAY = manilaDay(new Date());
export const THIS_MONTH = TODAY.slice(0, 7);
export const LAST_MONTH = previousMonth(THIS_MONTH);

/**
 * A restaurant's statement of `month`: ₱1,234.50 owed before it; order 501 (₱2,000.75, due on the
 * 15th) then a ₱500.05 payment on it and ₱0.10 cash at the handover of order 502 (₱0.10); closing
 * at ₱2,735.20 (counted to date in the month still running), of which order 480 is ₱999.99 overdue
 * since the 3rd.
 */
export function statementOf(month: string, extra: Partial<StatementFieldsFragment> = {}): StatementFieldsFragment {
  const { first, last } = monthDays(month);
  return {
    __typename: 'Statement',
    customerId: 'cust-3',
    businessName: 'Lito’s Grill',
    month,
    from: first,
    to: last,
    openingBalance: 1234.5,
    charged: 2000.85,
    paid: 500.15,
    closingBalance: 2735.2,
    // Overdue is measured today in the month still running, on its last day before.
    overdueAsOf: month === THIS_MONTH ? TODAY : last,
    overdueAmount: 999.99,
    overdueOrders: [{ __typename: 'OverdueOrder', orderId: 480, dueDate: `${month}-03`, amount: 999.99 }],
    entries: [
      entry(`${month}-02`, 'ORDER', 501, { charged: 2000.75, balance: 3235.25, dueDate: `${month}-15` }),
      entry(`${month}-05`, 'ORDER', 502, { charged: 0.1, balance: 3235.35 }),
      entry(`${month}-05`, 'CASH_AT_HANDOVER', 502, { paid: 0.1, balance: 3235.25 }),
      entry(`${month}-09`, 'PAYMENT', 501, { paid: 500.05, balance: 2735.2 }),
    ],
    ...extra,
  };
}

type Entry = StatementFieldsFragment['entries'][number];

function entry(day: string, kind: Entry['kind'], orderId: number, amounts: Partial<Entry>): Entry {
  return {
    __typename: 'StatementEntry',
    day,
    kind,
    orderId,
    charged: 0,
    paid: 0,
    balance: 0,
    dueDate: null,
    ...amounts,
  };
}

/**
 * Stands in for fetch, URL.createObjectURL and a link's click while `run` runs: what was fetched
 * (with its headers) and what the browser was handed to save.
 */
export async function withDownloads(
  run: (seen: { fetched: [string, RequestInit][]; saved: { href: string; download: string }[] }) => Promise<void>,
  answer: () => Response = () => new Response('%PDF-1.4', { status: 200 }),
) {
  const realFetch = global.fetch;
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  const seen = { fetched: [] as [string, RequestInit][], saved: [] as { href: string; download: string }[] };
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    seen.fetched.push([url, init]);
    return answer();
  }) as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:statement');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    seen.saved.push({ href: this.href, download: this.download });
  });
  try {
    await run(seen);
  } finally {
    click.mockRestore();
    global.fetch = realFetch;
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
  }
}
