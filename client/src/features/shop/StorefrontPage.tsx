import { AccountScreen } from '../account/AccountScreen';

export default function StorefrontPage() {
  return <AccountScreen title="AVAILABLE PRODUCTS" />;
}
