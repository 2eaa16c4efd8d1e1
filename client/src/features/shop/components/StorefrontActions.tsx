import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link, useNavigate } from 'react-router-dom';
import { DELAYS, MESSAGES } from '../../../lib/messages';
import { toast } from '../../../lib/toast';

/** Below the grid: View Cart (a notice, then the cart after 1 s) and the View Orders dropdown. */
export function StorefrontActions() {
  const navigate = useNavigate();
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  const openCart = () => {
    if (redirect.current) return; // already on its way
    toast.info(MESSAGES.redirectingToCart);
    redirect.current = setTimeout(() => navigate('/order-page'), DELAYS.openCart);
  };

  return (
    <div className="d-flex flex-wrap gap-2 mt-4">
      <Button variant="primary" onClick={openCart}>
        View Cart
      </Button>
      <Dropdown>
        <Dropdown.Toggle variant="outline-primary" id="view-orders">
          View Orders
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Item as={Link} to="/pending-orders">
            Pending Orders
          </Dropdown.Item>
          <Dropdown.Item as={Link} to="/complete-orders">
            Complete Orders
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
