import { RoleGate } from '../../../components/RoleGate';
import { LOTS_TITLE, LotsScreen } from '../components/LotsScreen';

/** lots: production lots (record, hold, release, write off, labels) and recalls; employees only. */
export default function LotsPage() {
  return <RoleGate title={LOTS_TITLE} views={{ Employee: () => <LotsScreen /> }} />;
}
