import { RoleGate } from '../../../components/RoleGate';
import { API_KEYS_TITLE, ApiKeysScreen } from '../components/ApiKeysScreen';

/** api-keys: a signed-in person's keys for their own scripts; customers and employees alike (each role's scopes differ). */
export default function ApiKeysPage() {
  return (
    <RoleGate title={API_KEYS_TITLE} views={{ Customer: () => <ApiKeysScreen />, Employee: () => <ApiKeysScreen /> }} />
  );
}
