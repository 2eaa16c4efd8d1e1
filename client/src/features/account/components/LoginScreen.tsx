import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../lib/paths';
import { AccountScreen } from '../AccountScreen';
import { AccountCard } from './AccountCard';
import { LoginForm, type Portal } from './LoginForm';

/** A portal's sign-in page: its heading, the login form, "Forgot password?", then the portal's own links (`children`). */
export function LoginScreen({ title, portal, children }: { title: string; portal: Portal; children: ReactNode }) {
  return (
    <AccountScreen title={title}>
      <AccountCard>
        <LoginForm portal={portal} />
        <p className="mt-3 mb-1 text-center">
          <Link to={PATHS.forgotPassword}>Forgot password?</Link>
        </p>
        {children}
      </AccountCard>
    </AccountScreen>
  );
}
