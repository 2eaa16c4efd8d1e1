import { RoleGate } from '../../components/RoleGate';
import { PAYMENT_ACCOUNTS_TITLE, PaymentAccountsScreen } from './components/PaymentAccountsScreen';

/** payment-accounts: where customers send their transfers; employees only. */
export default function PaymentAccountsPage() {
  return <RoleGate title={PAYMENT_ACCOUNTS_TITLE} views={{ Employee: () => <PaymentAccountsScreen /> }} />;
}
