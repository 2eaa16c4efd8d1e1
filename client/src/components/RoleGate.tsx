import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { activeSession, clearSession, isTokenExpired, type Role, type Session, type SessionEndedState } from '../state/session';
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
  // Signed in, but the token has run out while the page was open: the login page says so.
  if (session?.userId && isTokenExpired(session.token)) return <SessionEnded session={session} from={back.from} />;
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

function SessionEnded({ session, from }: { session: Session; from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    const state: SessionEndedState = { sessionEnded: true, from };
    void navigate(session.role === 'Employee' ? PATHS.employeeLoginPage : PATHS.loginPage, { replace: true, state });
  }, [navigate, session, from]);
  return null;
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
