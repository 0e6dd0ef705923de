import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { lazy, type ComponentType } from 'react';
import { HomeScreen } from '@/features/home/components/home-screen.tsx';
import { RootLayout, TabsLayout } from './layouts.tsx';
import { paths } from './paths.ts';

/**
 * Home is in the first load; every other route is a lazy chunk (brief: "lazy-load every other route").
 * The chunk is a `React.lazy` component under the layouts' Suspense, not React Router's route `lazy`:
 * with route `lazy`, the tap that starts a navigation also ran the router's data-strategy machinery
 * and the chunk's preload inside the same task (docs/perf.md "Live list", the fifth pass); now the
 * tap only changes the location, and the chunk loads in the transition's own render.
 */
const lazyRoute = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) => ({
  Component: lazy(async () => ({ default: pick(await load()) })),
});

/** `/?i_code=…` lands here: RootLayout has already kept the codes; go home with the query intact. */
function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.home}${search}`} replace />;
}

/** The route table of spec §2 plus the tab roots. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        { path: paths.root, element: <RootRedirect /> },
        {
          path: paths.login,
          ...lazyRoute(
            () => import('@/features/auth/components/login-screen.tsx'),
            (m) => m.LoginScreen,
          ),
        },
        {
          path: paths.freshLogin,
          ...lazyRoute(
            () => import('@/features/auth/components/login-screen.tsx'),
            (m) => m.FreshLoginScreen,
          ),
        },
        {
          path: paths.register,
          ...lazyRoute(
            () => import('@/features/auth/components/register-screen.tsx'),
            (m) => m.RegisterScreen,
          ),
        },
        {
          path: paths.forgot,
          ...lazyRoute(
            () => import('@/features/auth/components/forgot-password-screen.tsx'),
            (m) => m.ForgotPasswordScreen,
          ),
        },
        {
          path: paths.activate,
          ...lazyRoute(
            () => import('@/features/account/components/dormant-screen.tsx'),
            (m) => m.DormantScreen,
          ),
        },
        {
          path: paths.maintenance,
          ...lazyRoute(
            () => import('@/features/site/components/maintenance-screen.tsx'),
            (m) => m.MaintenanceScreen,
          ),
        },
        {
          path: paths.accessAlert,
          ...lazyRoute(
            () => import('@/features/site/components/access-alert-screen.tsx'),
            (m) => m.AccessAlertScreen,
          ),
        },
        {
          path: paths.accessRestriction,
          ...lazyRoute(
            () => import('@/features/site/components/access-restriction-screen.tsx'),
            (m) => m.AccessRestrictionScreen,
          ),
        },
        {
          element: <TabsLayout />,
          children: [
            { path: paths.home, element: <HomeScreen /> },
            {
              path: paths.live,
              ...lazyRoute(
                () => import('@/features/live/components/live-screen.tsx'),
                (m) => m.LiveScreen,
              ),
            },
            {
              path: paths.liveRoom,
              ...lazyRoute(
                () => import('@/features/live/components/live-room-screen.tsx'),
                (m) => m.LiveRoomScreen,
              ),
            },
            {
              path: `${paths.games}/:gameCode?`,
              ...lazyRoute(
                () => import('@/features/games/components/egame-lobby-screen.tsx'),
                (m) => m.EgameLobbyScreen,
              ),
            },
            {
              path: paths.gameRecords,
              ...lazyRoute(
                () => import('@/features/games/components/game-records-screen.tsx'),
                (m) => m.GameRecordsScreen,
              ),
            },
            {
              path: paths.activities,
              ...lazyRoute(
                () => import('@/features/activities/components/activities-screen.tsx'),
                (m) => m.ActivitiesScreen,
              ),
            },
            {
              path: paths.me,
              // The me screen (account) shows auth's logout button: composed here, features stay apart.
              ...lazyRoute(
                () =>
                  Promise.all([
                    import('@/features/account/components/me-screen.tsx'),
                    import('@/features/auth/components/logout-button.tsx'),
                  ]),
                ([{ MeScreen }, { LogoutButton }]) =>
                  function MeRoute() {
                    return <MeScreen memberActions={<LogoutButton />} />;
                  },
              ),
            },
            {
              path: paths.mePassword,
              ...lazyRoute(
                () => import('@/features/auth/components/change-password-screen.tsx'),
                (m) => m.ChangePasswordScreen,
              ),
            },
            {
              path: paths.meSecurity,
              ...lazyRoute(
                () => import('@/features/account/components/security-screen.tsx'),
                (m) => m.SecurityScreen,
              ),
            },
            {
              path: paths.meAvatar,
              ...lazyRoute(
                () => import('@/features/account/components/avatar-screen.tsx'),
                (m) => m.AvatarScreen,
              ),
            },
            {
              path: paths.meNotices,
              ...lazyRoute(
                () => import('@/features/account/components/notices-screen.tsx'),
                (m) => m.NoticesScreen,
              ),
            },
            {
              path: paths.wallet,
              ...lazyRoute(
                () => import('@/features/wallet/components/wallet-overview-screen.tsx'),
                (m) => m.WalletOverviewScreen,
              ),
            },
            {
              path: paths.walletDeposit,
              ...lazyRoute(
                () => import('@/features/wallet/components/deposit-screen.tsx'),
                (m) => m.DepositScreen,
              ),
            },
            {
              path: paths.walletWithdraw,
              ...lazyRoute(
                () => import('@/features/wallet/components/withdraw-screen.tsx'),
                (m) => m.WithdrawScreen,
              ),
            },
            {
              path: paths.walletTransfer,
              ...lazyRoute(
                () => import('@/features/wallet/components/transfer-screen.tsx'),
                (m) => m.TransferScreen,
              ),
            },
            {
              path: paths.walletCards,
              ...lazyRoute(
                () => import('@/features/wallet/components/cards-screen.tsx'),
                (m) => m.CardsScreen,
              ),
            },
            {
              path: paths.walletRecords,
              ...lazyRoute(
                () => import('@/features/wallet/components/records-screen.tsx'),
                (m) => m.RecordsScreen,
              ),
            },
            {
              path: paths.cs,
              ...lazyRoute(
                () => import('@/features/site/components/cs-screen.tsx'),
                (m) => m.CsScreen,
              ),
            },
          ],
        },
        {
          path: '*',
          ...lazyRoute(
            () => import('@/features/site/components/not-found-screen.tsx'),
            (m) => m.NotFoundScreen,
          ),
        },
      ],
    },
  ]);
}
