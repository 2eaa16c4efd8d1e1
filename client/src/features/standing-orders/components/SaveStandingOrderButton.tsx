import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { onDemand } from '../../../components/on-demand';
import type { CartItem } from '../../../state/cart';

// The dialog (Bootstrap's modal and the form) loads once the cart is idle, or when opened.
const SaveStandingOrderDialog = onDemand(
  () => import('./SaveStandingOrderDialog').then((module) => module.SaveStandingOrderDialog),
  { neededWhen: ({ show }) => show },
);

/** A trade buyer's cart: Save as standing order, and its dialog (the focus comes back here when it closes). */
export function SaveStandingOrderButton({
  items,
  blockedBy,
}: {
  items: readonly CartItem[];
  /** The id of what keeps the cart from being ordered (the trade terms' problems), which disables and describes the button. */
  blockedBy?: string;
}) {
  const [show, setShow] = useState(false);
  return (
    <>
      <Button
        variant="outline-primary"
        aria-haspopup="dialog"
        onClick={() => setShow(true)}
        disabled={!!blockedBy}
        aria-describedby={blockedBy}
      >
        Save as standing order
      </Button>
      <SaveStandingOrderDialog show={show} items={items} onClose={() => setShow(false)} />
    </>
  );
}
