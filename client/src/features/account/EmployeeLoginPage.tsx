import { Link } from 'react-router-dom';
import { AccountScreen } from './AccountScreen';
import { AccountCard } from './components/AccountCard';
import { LoginForm } from './components/LoginForm';
import { PATHS } from '../../lib/paths';

/** employee-login-page: the employee portal's sign-in, with a way back to the customer portal. */
export default function EmployeeLoginPage() {
  return (
    <AccountScreen title="Welcome to the Employee Portal (Strictly for Employees Only)">
      <AccountCard>
        <LoginForm portal="employee" />
        <p className="mt-3 mb-1 text-center">
          <Link to={PATHS.forgotPassword}>Forgot password?</Link>
        </p>
        <p className="mb-0 text-center">
          Not an employee? <Link to={PATHS.loginPage}>Go back to the Customer Portal</Link>
        </p>
      </AccountCard>
    </AccountScreen>
  );
}
