import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useLogout } from '../api/logout.ts';

/**
 * "退出登录": tells the server, then ends the session here and goes home. A failed logout call does not
 * keep the member signed in; if the failure was itself a session end (§4 flow, e.g. 10103 after a login
 * elsewhere) the gateway has already cleared the session and gone to /login, so nothing is left to do.
 */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clear = useSession((s) => s.clear);
  const logout = useLogout();

  const finish = () => {
    clear();
    void navigate(paths.home, { replace: true });
  };

  const handleLogout = () =>
    logout.mutate(undefined, {
      onSuccess: finish,
      onError: () => {
        if (useSession.getState().token !== null) finish();
      },
    });

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
