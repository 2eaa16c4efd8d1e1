import type { OrderSettlementFragment } from '../api/order-settlement.generated';
import { paymentText } from '../utils/payment-settlement';
import { deliveryText } from '../utils/settlement';
import { PayBy } from './PayBy';
import { PaymentProofThumbnail, type ShownProof } from './PaymentProofThumbnail';

/** How a queued order reaches its customer and how it is paid: delivery, payment, reference and the proof's picture. */
export function OrderSettlementInfo({
  order,
  onOpenProof,
}: {
  order: OrderSettlementFragment & { orderId: number };
  onOpenProof: (proof: ShownProof) => void;
}) {
  return (
    <ul className="list-unstyled small mt-2 mb-0 order-settlement">
      <li>Delivery: {deliveryText(order)}</li>
      <li>Payment: {paymentText(order)}</li>
      {order.dueDate && (
        <li>
          <PayBy order={order} />
        </li>
      )}
      {order.paymentReference && <li className="text-break">Reference: {order.paymentReference}</li>}
      {order.hasPaymentProof && (
        <li className="mt-1">
          <PaymentProofThumbnail orderId={order.orderId} version={order.paymentProofVersion} onOpen={onOpenProof} />
        </li>
      )}
    </ul>
  );
}
