import { RoleGate } from '../../components/RoleGate';
import { DELIVERY_ZONES_TITLE, DeliveryZonesScreen } from './components/DeliveryZonesScreen';

/** delivery-zones: where the shop delivers, at what fee and on which days, and which product types are perishable; employees only. */
export default function DeliveryZonesPage() {
  return <RoleGate title={DELIVERY_ZONES_TITLE} views={{ Employee: () => <DeliveryZonesScreen /> }} />;
}
