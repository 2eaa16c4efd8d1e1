import { isCalendarDay, isOrderDecision, manilaDayEnd, manilaDayStart, type OrderDecisionName } from '@waters/domain';

/**
 * The activity log's filters live in the URL (?from=2026-03-01&to=2026-03-31&status=APPROVED&name=…&customer=…),
 * so a filtered view can be bookmarked, shared and reloaded. Days are Manila calendar days (UTC+8),
 * both ends included; the server takes instants, `to` excluded.
 */
export interface ActivityLogFilter {
  from: string;
  to: string;
  status: '' | OrderDecisionName;
  /** Part of the customer's name, in any case. */
  name: string;
  /** The customer's id. */
  customer: string;
}

const validDay = (value: string | null) => (isCalendarDay(value) ? value : '');

export function filterFromParams(params: URLSearchParams): ActivityLogFilter {
  const status = params.get('status');
  return {
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
    status: isOrderDecision(status) ? status : '',
    name: (params.get('name') ?? '').trim(),
    customer: (params.get('customer') ?? '').trim(),
  };
}

export function paramsOf(filter: ActivityLogFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return params;
}

/** What the server is asked: GraphQL variables and the CSV export's query parameters alike. */
export function serverFilter(filter: ActivityLogFilter): Record<string, string> {
  const asked: Record<string, string> = {};
  const from = manilaDayStart(filter.from);
  const to = manilaDayEnd(filter.to);
  if (from) asked.from = from.toISOString();
  if (to) asked.to = to.toISOString();
  if (filter.status) asked.status = filter.status;
  if (filter.name) asked.customerName = filter.name;
  if (filter.customer) asked.customerId = filter.customer;
  return asked;
}
