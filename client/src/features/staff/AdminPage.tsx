import { useCallback, useState } from 'react';
import { RoleGate } from '../../components/RoleGate';
import { usePageTitle } from '../../hooks/use-page-title';
import { AdminDashboard } from './components/AdminDashboard';
import { ContactMessages } from './components/ContactMessages';
import { MoneyOwedLists } from '../orders/components/MoneyOwedLists';
import { PickSheet } from '../delivery/components/PickSheet';
import { onDemand } from '../../components/on-demand';

// The lots' watch stands under the money owed: its code comes when the page shows it.
const LotsToWatch = onDemand(() => import('../lots/components/LotsToWatch').then((module) => module.LotsToWatch));

/** The admin area (figures, the money owed either way, the lots to watch, the daily pick sheet and the Contact page's messages): its own chunk, loaded on demand; employees only. */
export default function AdminPage() {
  usePageTitle('Admin Dashboard');
  return <RoleGate title="Admin Dashboard" views={{ Employee: () => <EmployeeDashboard /> }} />;
}

function EmployeeDashboard() {
  const [figuresIn, setFiguresIn] = useState(false);
  const showRest = useCallback(() => setFiguresIn(true), []);
  return (
    <>
      <AdminDashboard onAnswered={showRest} />
      {/* Asked for at once, shown once the figures are in: drawn before, they would be pushed down the screen when the figures arrive. */}
      <div hidden={!figuresIn}>
        <MoneyOwedLists />
        <LotsToWatch />
        <PickSheet />
        <ContactMessages />
      </div>
    </>
  );
}
