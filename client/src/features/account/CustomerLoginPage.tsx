import { AccountScreen } from './AccountScreen';

export default function CustomerLoginPage() {
  return <AccountScreen title="Welcome back to the WATERS!" />;
}
