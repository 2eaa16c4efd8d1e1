import { useNavigate } from 'react-router-dom';
import { PATHS } from '../lib/paths';
import { logout } from '../state/logout';

/** Logout from the account menu or the phone menu: the session ends, then the login page. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    logout();
    navigate(PATHS.loginPage);
  };
}
