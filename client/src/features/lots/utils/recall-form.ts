import { isCalendarDay } from '@waters/domain';
import type { StartRecallInput } from '../../../gql/graphql';
import type { FieldErrors } from '../../../hooks/use-form-state';

/** One lot, or the product's lots made from one day to another. */
export type RecallScope = 'lot' | 'range';

export interface RecallValues {
  scope: RecallScope;
  lotId: string;
  producedFrom: string;
  producedTo: string;
  reason: string;
}

/** The fields in the order a person meets them; named as the server names them. */
export const RECALL_FIELDS = ['lotId', 'producedFrom', 'producedTo', 'reason'] as const;
export type RecallField = (typeof RECALL_FIELDS)[number];

export const RECALL_MESSAGES = {
  lotId: 'Choose the lot to recall.',
  producedFrom: 'Choose the first production date.',
  producedTo: 'Choose the last production date.',
  reversed: 'The last production date cannot come before the first.',
  reason: 'Say why: a reason is required.',
} as const;

/** The recall form's own messages (the server's rules, checked first). */
export function recallErrors(values: RecallValues): FieldErrors<RecallField> {
  const range = values.scope === 'range';
  const from = values.producedFrom;
  const to = values.producedTo;
  return {
    lotId: !range && values.lotId === '' ? RECALL_MESSAGES.lotId : undefined,
    producedFrom: range && !isCalendarDay(from) ? RECALL_MESSAGES.producedFrom : undefined,
    producedTo:
      range && !isCalendarDay(to)
        ? RECALL_MESSAGES.producedTo
        : range && isCalendarDay(from) && to < from
          ? RECALL_MESSAGES.reversed
          : undefined,
    reason: values.reason.trim() === '' ? RECALL_MESSAGES.reason : undefined,
  };
}

/** What startRecall is sent: the lot, or the product and its production dates; `mock` for a drill. */
export function recallInput(productId: string, values: RecallValues, mock: boolean): StartRecallInput {
  const what =
    values.scope === 'lot'
      ? { lotId: Number(values.lotId) }
      : { productId, producedFrom: values.producedFrom, producedTo: values.producedTo };
  return { ...what, reason: values.reason.trim(), mock };
}
