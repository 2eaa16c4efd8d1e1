import { addDays, isCalendarDay, occurrencesBetween, STANDING_ORDER_NAME_MAX, WEEKDAY_NAMES } from '@waters/domain';
import { CheckboxGroup } from '../../../components/CheckboxGroup';
import { Field } from '../../../components/form/Field';
import { FormDialog } from '../../../components/FormDialog';
import { formatDeliveryDate } from '../../../lib/delivery-date';
import type { CartItem } from '../../../state/cart';
import { PLACING_TIME } from '../utils/schedule-text';
import { weekdaysOf, type StandingField, type StandingValues } from '../utils/standing-form';
import { ReceivingFields } from './ReceivingFields';
import { standingFieldId, useSaveStandingOrder } from './use-save-standing-order';

const TITLE_ID = 'standing-save-title';
const TEXT_ID = 'standing-save-text';

/** Each weekday's first day on or after the first day chosen (nothing while that day is not a date). */
function firstOn(weekday: number, { startsOn, endsOn }: StandingValues): string {
  if (!isCalendarDay(startsOn)) return '';
  const schedule = { weekdays: [weekday], startsOn, endsOn: isCalendarDay(endsOn) ? endsOn : null };
  const first = occurrencesBetween(schedule, startsOn, addDays(startsOn, 6))[0];
  return first ? `First: ${formatDeliveryDate(first)}` : 'None before the last day';
}

/**
 * Save as standing order (a trade buyer's cart): the cart's lines ordered again on every weekday
 * chosen, from a first day to a last one (or until ended), delivered to an address of the book or
 * picked up, paid as at checkout.
 */
export function SaveStandingOrderDialog({
  show,
  items,
  onClose,
}: {
  show: boolean;
  items: readonly CartItem[];
  onClose: () => void;
}) {
  const dialog = useSaveStandingOrder(show, items);
  const { form, errors } = dialog;
  const errorOf = (field: StandingField) => form.visible(errors, field);
  const field = (name: 'name' | 'startsOn' | 'endsOn') => ({ id: standingFieldId(name), ...form.bind(name, errors) });
  const chosenDays = weekdaysOf(form.values).map((weekday) => WEEKDAY_NAMES[weekday - 1]);
  return (
    <FormDialog
      show={show}
      onEnter={dialog.reset}
      titleId={TITLE_ID}
      title="Save as standing order"
      titleAs="h2"
      titleClassName="h5"
      describedBy={TEXT_ID}
      onSubmit={(event) => void dialog.submit(event)}
      onClose={onClose}
      submitLabel={dialog.saving ? 'Saving…' : 'Save standing order'}
      busy={dialog.saving}
      message={dialog.failure}
    >
      <p id={TEXT_ID}>
        These products are ordered again on every weekday you choose, at that day&apos;s prices. Each order is placed at{' '}
        {PLACING_TIME} on the last day it can be taken in: you can skip a day until then.
      </p>
      <h3 className="h6 fw-bold">Items</h3>
      <ul className="mb-3" aria-label="Items of the standing order">
        {items.map((item) => (
          <li key={item.ProductId}>
            {item.ProductName} × {item.Quantity}
          </li>
        ))}
      </ul>
      <Field {...field('name')} label="Name" required maxLength={STANDING_ORDER_NAME_MAX} hint="E.g. Weekday restock" />
      <CheckboxGroup
        id={standingFieldId('weekdays')}
        optionIdPrefix="standing-weekday"
        legend="Weekdays"
        required
        options={WEEKDAY_NAMES.map((name, index) => ({ value: name, description: firstOn(index + 1, form.values) }))}
        chosen={chosenDays}
        error={errorOf('weekdays')}
        onChange={(names) =>
          form.set(
            'weekdays',
            names.map((name) => WEEKDAY_NAMES.indexOf(name as (typeof WEEKDAY_NAMES)[number]) + 1).join(','),
          )
        }
      />
      <Field {...field('startsOn')} type="date" label="First day" required min={dialog.today} />
      <Field
        {...field('endsOn')}
        type="date"
        label="Last day (optional)"
        min={form.values.startsOn || dialog.today}
        hint="Leave it empty to keep ordering until you end it."
      />
      <ReceivingFields
        receiving={dialog.receiving}
        paymentMethod={form.values.paymentMethod}
        addresses={dialog.addresses}
        addressesFailed={dialog.addressesFailed}
        accounts={dialog.accounts}
        errorOf={errorOf}
        onChange={form.set}
      />
    </FormDialog>
  );
}
