import { AccountScreen } from '../account/AccountScreen';

/** The admin area: its own chunk, loaded on demand. */
export default function AdminPage() {
  return <AccountScreen title="Admin" />;
}
