import { Link } from 'react-router-dom';
import { AccountScreen } from '../AccountScreen';
import { AccountCard } from '../components/AccountCard';
import { RegisterForm } from '../components/RegisterForm';
import { PATHS } from '../../../lib/paths';

/** register-page: the sign-up form, with a way to log in instead. */
export default function RegisterPage() {
  return (
    <AccountScreen title="New to the WATERS?">
      <AccountCard>
        <RegisterForm />
        <p className="mt-3 mb-0 text-center">
          Already have an account? <Link to={PATHS.loginPage}>Log in</Link>
        </p>
      </AccountCard>
    </AccountScreen>
  );
}
