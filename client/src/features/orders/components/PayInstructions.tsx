import { paymentMethodLabel, type DeliveryMethod, type PaymentMethod } from '@waters/domain';
import type { ReactNode } from 'react';
import type { PaymentAccountFieldsFragment } from '../../../api/fragments.generated';
import { formatPeso } from '../../../lib/format';
import { CopyButton } from './CopyButton';
import './pay-instructions.css';

interface PayInstructionsProps {
  /** The shop's account for the method (null: none is set up, so nothing can be said). */
  account: PaymentAccountFieldsFragment | null | undefined;
  method: PaymentMethod;
  deliveryMethod: DeliveryMethod;
  /** In pesos. */
  amount: number;
  /** The order's number, the reference to write; null before it is placed. */
  orderId: number | null;
}

function Row({ label, value, copy }: { label: string; value: ReactNode; copy?: string }) {
  return (
    <div className="pay-row">
      <dt>{label}</dt>
      <dd className="d-flex flex-wrap align-items-center gap-2 mb-0">
        <span className="text-break fw-semibold">{value}</span>
        {copy !== undefined && <CopyButton text={copy} what={label.toLowerCase()} />}
      </dd>
    </div>
  );
}

/**
 * Where a transfer goes, for the method chosen: the wallet's number and name (and its QR code) or
 * the bank's details, the exact amount and the reference to write, each with a copy button.
 */
export function PayInstructions({ account, method, deliveryMethod, amount, orderId }: PayInstructionsProps) {
  const label = paymentMethodLabel(method, deliveryMethod);
  if (!account)
    return <p className="mb-0">The shop&apos;s {label} details could not be loaded. Please try again later.</p>;
  const bank = account.method === 'BANK_TRANSFER';
  const pesos = amount.toFixed(2);
  return (
    <div className="pay-instructions">
      <dl className="mb-2">
        {bank ? (
          <>
            <Row
              label="Bank"
              value={account.branch ? `${account.bankName ?? ''}, ${account.branch} branch` : (account.bankName ?? '')}
            />
            <Row label="Account name" value={account.accountName} />
            <Row label="Account number" value={account.accountNumber} copy={account.accountNumber} />
          </>
        ) : (
          <>
            <Row
              label={`${label} number`}
              value={account.accountNumber}
              copy={account.accountNumber.replace(/\s+/g, '')}
            />
            <Row label="Account name" value={account.accountName} />
          </>
        )}
        <Row label="Amount" value={formatPeso(amount)} copy={pesos} />
        {orderId === null ? (
          <Row label="Reference" value="your order number, shown once you confirm" />
        ) : (
          <Row label="Reference" value={String(orderId)} copy={String(orderId)} />
        )}
      </dl>
      {account.qrImage && (
        <img
          src={account.qrImage}
          alt={`QR code to pay WATERS by ${label}`}
          width={200}
          height={200}
          loading="lazy"
          className="pay-qr img-thumbnail"
        />
      )}
    </div>
  );
}
