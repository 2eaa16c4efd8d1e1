import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { activeSession, isTokenExpired, type Role, type SessionEndedState } from '../state/session';
import { usePageTitle } from '../hooks/use-page-title';
import { useSession } from '../hooks/use-session';
import { PATHS } from '../lib/paths';

/**
 * Shows one view per role (docs/legacy-contract.md#sessions-roles-and-browser-storage: a token, a user id and the required role).
 * Signed-out visitors are asked to log in; any other role sees neither view.
 */
export function RoleGate({ views, title }: { views: Partial<Record<Role, () => ReactNode>>; title: string }) {
  const session = useSession();
  // After logging in, the visitor comes back here.
  const back = { from: useLocation().pathname };
  // Signed in, but the token has run out while the page was open: the login page says so (its login replaces the session).
  if (session?.userId && isTokenExpired(session.token)) {
    const state: SessionEndedState = { sessionEnded: true, ...back };
    return (
      <Navigate to={session.role === 'Employee' ? PATHS.employeeLoginPage : PATHS.loginPage} replace state={state} />
    );
  }
  if (!activeSession(session)) {
    return (
      <GateNotice title={title}>
        Please{' '}
        <Link to={PATHS.loginPage} state={back}>
          log in
        </Link>{' '}
        to continue. Employees use the{' '}
        <Link to={PATHS.employeeLoginPage} state={back}>
          Employee Portal
        </Link>
        .
      </GateNotice>
    );
  }
  const view = views[session.role as Role];
  if (!view) {
    return <GateNotice title={title}>This page is not available for your account.</GateNotice>;
  }
  // Each view titles the tab after its own heading.
  return <>{view()}</>;
}

function GateNotice({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="py-4" aria-labelledby="gate-title">
      <h1 id="gate-title" className="h3">
        {title}
      </h1>
      <p>{children}</p>
    </section>
  );
}
