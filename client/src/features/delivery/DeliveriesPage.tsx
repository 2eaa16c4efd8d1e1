import { RoleGate } from '../../components/RoleGate';
import { DELIVERIES_TITLE, DeliveriesScreen } from './components/DeliveriesScreen';

/** deliveries: a day's delivery manifest, per zone and pickups, with each order's next step; printable; employees only. */
export default function DeliveriesPage() {
  return <RoleGate title={DELIVERIES_TITLE} views={{ Employee: () => <DeliveriesScreen /> }} />;
}
