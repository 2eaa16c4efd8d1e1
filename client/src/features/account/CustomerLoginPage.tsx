import { Link } from 'react-router-dom';
import { AccountScreen } from './AccountScreen';
import { AccountCard } from './components/AccountCard';
import { LoginForm } from './components/LoginForm';
import { PATHS } from '../../lib/paths';

/** login-page: customers sign in here; links to sign up and to the employee portal. */
export default function CustomerLoginPage() {
  return (
    <AccountScreen title="Welcome back to the WATERS!">
      <AccountCard>
        <LoginForm portal="customer" />
        <p className="mt-3 mb-1 text-center">
          <Link to={PATHS.forgotPassword}>Forgot password?</Link>
        </p>
        <p className="mb-1 text-center">
          New to the WATERS? <Link to={PATHS.registerPage}>Sign up</Link>
        </p>
        <p className="mb-0 text-center">
          Are you an employee? <Link to={PATHS.employeeLoginPage}>Go to the Employee Portal</Link>
        </p>
      </AccountCard>
    </AccountScreen>
  );
}
