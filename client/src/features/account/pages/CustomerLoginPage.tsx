import { Link } from 'react-router-dom';
import { LoginScreen } from '../components/LoginScreen';
import { PATHS } from '../../../lib/paths';

/** login-page: customers sign in here; links to sign up and to the employee portal. */
export default function CustomerLoginPage() {
  return (
    <LoginScreen title="Welcome back to the WATERS!" portal="customer">
      <p className="mb-1 text-center">
        New to the WATERS? <Link to={PATHS.registerPage}>Sign up</Link>
      </p>
      <p className="mb-0 text-center">
        Are you an employee? <Link to={PATHS.employeeLoginPage}>Go to the Employee Portal</Link>
      </p>
    </LoginScreen>
  );
}
