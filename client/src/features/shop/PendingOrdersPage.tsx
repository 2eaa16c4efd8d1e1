import { AccountScreen } from '../account/AccountScreen';

export default function PendingOrdersPage() {
  return <AccountScreen title="YOUR PENDING ORDERS" />;
}
