import { RoleGate } from '../../components/RoleGate';
import { usePageTitle } from '../../lib/use-page-title';
import { AdminDashboard } from './components/AdminDashboard';
import { PickSheet } from './components/PickSheet';

/** The admin area (figures and the daily pick sheet): its own chunk, loaded on demand; employees only. */
export default function AdminPage() {
  usePageTitle('Admin Dashboard');
  return <RoleGate title="Admin Dashboard" views={{
        Employee: () => (
          <>
            <AdminDashboard />
            <PickSheet />
          </>
        ),
      }} />;
}
