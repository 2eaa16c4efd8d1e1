import { AccountScreen } from '../account/AccountScreen';

export default function CompleteOrdersPage() {
  return <AccountScreen title="YOUR ORDER HISTORY" />;
}
