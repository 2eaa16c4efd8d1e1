import { RoleGate } from '../../components/RoleGate';
import { WEBHOOKS_TITLE, WebhooksScreen } from './components/WebhooksScreen';

/** webhooks: the endpoints told of the shop's events, their secrets and delivery logs; employees only. */
export default function WebhooksPage() {
  return <RoleGate title={WEBHOOKS_TITLE} views={{ Employee: () => <WebhooksScreen /> }} />;
}
