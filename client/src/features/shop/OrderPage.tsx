import { AccountScreen } from '../account/AccountScreen';

export default function OrderPage() {
  return <AccountScreen title="YOUR SHOPPING CART" />;
}
