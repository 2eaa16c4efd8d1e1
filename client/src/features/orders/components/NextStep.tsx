import type { PaymentAccountFieldsFragment } from '../../../api/fragments.generated';
import type { OrderLifeFragment } from '../../../api/fragments.generated';
import { PayInstructions } from './PayInstructions';
import { customerNextStep } from '../../../lib/order-life';

/**
 * What comes next for the customer, from the order-life table: the sentence (send the money, the
 * cash to have ready, when it comes, what is owed), and for a transfer not yet paid where to send
 * it, with copy buttons. Nothing once there is nothing left to do or wait for.
 */
export function NextStep({
  order,
  payTo,
  headingLevel = 'h2',
}: {
  order: OrderLifeFragment;
  payTo: PaymentAccountFieldsFragment | null | undefined;
  headingLevel?: 'h2' | 'h3';
}) {
  const step = customerNextStep(order);
  if (!step) return null;
  const Heading = headingLevel;
  return (
    <section aria-labelledby={`next-step-${order.orderId}`} className="next-step">
      <Heading id={`next-step-${order.orderId}`} className="h6 fw-bold mb-1">
        {step.kind === 'pay' ? 'How to pay' : 'What happens next'}
      </Heading>
      <p className="mb-2" data-testid="next-step">
        {step.text}
      </p>
      {step.kind === 'pay' && (
        <PayInstructions
          account={payTo}
          method={order.paymentMethod}
          deliveryMethod={order.deliveryMethod}
          amount={order.totalAmount}
          orderId={order.orderId}
        />
      )}
    </section>
  );
}
