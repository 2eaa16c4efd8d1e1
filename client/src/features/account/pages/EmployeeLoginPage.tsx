import { Link } from 'react-router-dom';
import { LoginScreen } from '../components/LoginScreen';
import { PATHS } from '../../../lib/paths';

/** employee-login-page: the employee portal's sign-in, with a way back to the customer portal. */
export default function EmployeeLoginPage() {
  return (
    <LoginScreen title="Welcome to the Employee Portal (Strictly for Employees Only)" portal="employee">
      <p className="mb-0 text-center">
        Not an employee? <Link to={PATHS.loginPage}>Go back to the Customer Portal</Link>
      </p>
    </LoginScreen>
  );
}
