import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useLogout } from '../api/logout.ts';

/**
 * "退出登录": ends the session here and goes home at once, then tells the server with the token it held.
 * Calls still in flight with that token may come back 401; the gateway ignores a 401 for a token the
 * page no longer holds, so they cannot send the member to /login. A failed logout call changes nothing
 * here: the member is already signed out on this page, and the token expires on the server.
 */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();

  const handleLogout = () => {
    const { token, clear } = useSession.getState();
    clear();
    void navigate(paths.home, { replace: true });
    if (token !== null) logout.mutate(token);
  };

  return (
    <button
      type="button"
      className="btn btn-secondary"
      onClick={handleLogout}
      disabled={logout.isPending}
      data-testid="me-logout"
    >
      {t('common.logout')}
    </button>
  );
}
