import { RoleGate } from '../../components/RoleGate';
import { StandingOrdersScreen } from './components/StandingOrdersScreen';

/** standing-orders: a trade buyer's standing orders; customers only. */
export default function StandingOrdersPage() {
  return <RoleGate title="Standing orders" views={{ Customer: () => <StandingOrdersScreen /> }} />;
}
