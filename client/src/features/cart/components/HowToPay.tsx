import { needsProof, nextStep, paymentMethodLabel, toCentavos } from '@waters/domain';
import type { PaymentAccountFieldsFragment } from '../../../api/fragments.generated';
import { PayInstructions } from '../../orders/components/PayInstructions';
import { formatPeso } from '../../../lib/format';
import { SCREEN_WRITING } from '../../../lib/order-life';
import type { CheckoutChoice } from '../utils/checkout';

/**
 * The review's "How to pay", before the order exists: for a transfer the account, the exact total
 * and that the order number is the reference; for cash, when and where it is collected.
 */
export function HowToPay({
  choice,
  total,
  accounts,
}: {
  choice: CheckoutChoice;
  total: number;
  accounts: readonly PaymentAccountFieldsFragment[] | null;
}) {
  const { paymentMethod, method: deliveryMethod } = choice;
  const transfer = needsProof(paymentMethod);
  const cash = nextStep(
    {
      orderId: 0,
      status: 'PENDING',
      paymentStatus: 'UNPAID',
      fulfilmentStatus: null,
      paymentMethod,
      deliveryMethod,
      deliveryDate: choice.date,
      totalCentavos: toCentavos(total),
      amountCollectedCentavos: null,
    },
    SCREEN_WRITING,
  );
  return (
    <section aria-labelledby="checkout-how-to-pay" className="mt-3">
      <h3 id="checkout-how-to-pay" className="h6 fw-bold">
        How to pay
      </h3>
      {transfer ? (
        <>
          <p className="mb-2">
            Once you confirm, send {formatPeso(total)} by{' '}
            {paymentMethod === 'BANK_TRANSFER' ? 'bank transfer' : paymentMethodLabel(paymentMethod, deliveryMethod)} to
            this account, with your order number as the reference, then send us a picture of the receipt on your
            order&apos;s page.
          </p>
          <PayInstructions
            account={accounts?.find((account) => account.method === paymentMethod)}
            method={paymentMethod}
            deliveryMethod={deliveryMethod}
            amount={total}
            orderId={null}
          />
        </>
      ) : (
        <p className="mb-0">{cash?.text}</p>
      )}
    </section>
  );
}
