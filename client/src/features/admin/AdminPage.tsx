import { RoleGate } from '../../components/RoleGate';
import { usePageTitle } from '../../lib/use-page-title';
import { AdminDashboard } from './components/AdminDashboard';

/** The admin area: its own chunk, loaded on demand; employees only. */
export default function AdminPage() {
  usePageTitle('Admin Dashboard');
  return <RoleGate title="Admin Dashboard" views={{ Employee: () => <AdminDashboard /> }} />;
}
