import { useQuery } from '@apollo/client/react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router-dom';
import { MyProfileDocument } from '../../../api/my-profile.generated';
import { cartTotal, type CartItem } from '../../../state/cart';
import { formatPeso } from '../../../lib/format';
import { PATHS } from '../../../lib/paths';

interface OrderReviewProps {
  show: boolean;
  items: readonly CartItem[];
  /** The order is on its way: Confirm Order waits. */
  placing: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * PLACE ORDER's review: where the order goes (the address of the customer's profile, which the
 * server uses), its lines and total, then Confirm Order or Back to Cart.
 */
export function OrderReview({ show, items, placing, onConfirm, onBack }: OrderReviewProps) {
  return (
    <Modal show={show} onHide={onBack} centered scrollable aria-labelledby="order-review-title">
      <Modal.Header closeButton closeLabel="Close dialog">
        <Modal.Title id="order-review-title" as="h2" className="h5">
          Review your order
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <h3 className="h6 fw-bold">Delivery address</h3>
        {show && <DeliveryAddress />}
        <h3 className="h6 fw-bold mt-3">Items</h3>
        <ul className="list-unstyled mb-3" aria-label="Items in this order">
          {items.map((item) => (
            <li key={item.ProductId} className="d-flex justify-content-between gap-3 py-2 border-bottom">
              <span>
                {item.ProductName}
                <span className="d-block small text-body-secondary">
                  {item.Quantity} x {formatPeso(item.ProductPrice)}
                </span>
              </span>
              <span className="fw-semibold text-nowrap">{formatPeso(item.TotalPrice)}</span>
            </li>
          ))}
        </ul>
        <p className="h5 mb-0 text-end">Order total: {formatPeso(cartTotal(items))}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onBack}>
          Back to Cart
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={placing} aria-busy={placing || undefined}>
          Confirm Order
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** The profile's name, address and mobile number, read again so a change made elsewhere shows. */
function DeliveryAddress() {
  const { data, loading } = useQuery(MyProfileDocument, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;
  if (!me) {
    return (
      <p className="mb-0">
        {loading ? 'Loading your address…' : 'The order goes to the address in your profile.'} {!loading && <EditProfileLink />}
      </p>
    );
  }
  return (
    <>
      <address className="mb-1">
        {me.fullName}
        <br />
        {me.address}
        <br />
        {me.mobileNumber}
      </address>
      <EditProfileLink />
    </>
  );
}

const EditProfileLink = () => <Link to={PATHS.editProfile}>Change it in Edit Profile</Link>;
