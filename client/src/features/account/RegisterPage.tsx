import { AccountScreen } from './AccountScreen';

export default function RegisterPage() {
  return <AccountScreen title="New to the WATERS?" />;
}
