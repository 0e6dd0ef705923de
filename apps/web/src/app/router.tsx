import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import type { ComponentType } from 'react';
import { HomeScreen } from '@/features/home/components/home-screen.tsx';
import { RootLayout, TabsLayout } from './layouts.tsx';
import { paths } from './paths.ts';

// Home is in the first load; every other route is a lazy chunk (brief: "lazy-load every other route").
const lazyScreen =
  <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

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
          lazy: lazyScreen(
            () => import('@/features/auth/components/login-screen.tsx'),
            (m) => m.LoginScreen,
          ),
        },
        {
          path: paths.freshLogin,
          lazy: lazyScreen(
            () => import('@/features/auth/components/login-screen.tsx'),
            (m) => m.FreshLoginScreen,
          ),
        },
        {
          path: paths.register,
          lazy: lazyScreen(
            () => import('@/features/auth/components/register-screen.tsx'),
            (m) => m.RegisterScreen,
          ),
        },
        {
          path: paths.forgot,
          lazy: lazyScreen(
            () => import('@/features/auth/components/forgot-password-screen.tsx'),
            (m) => m.ForgotPasswordScreen,
          ),
        },
        {
          path: paths.activate,
          lazy: lazyScreen(
            () => import('@/features/account/components/dormant-screen.tsx'),
            (m) => m.DormantScreen,
          ),
        },
        {
          path: paths.maintenance,
          lazy: lazyScreen(
            () => import('@/features/site/components/maintenance-screen.tsx'),
            (m) => m.MaintenanceScreen,
          ),
        },
        {
          path: paths.accessAlert,
          lazy: lazyScreen(
            () => import('@/features/site/components/access-alert-screen.tsx'),
            (m) => m.AccessAlertScreen,
          ),
        },
        {
          path: paths.accessRestriction,
          lazy: lazyScreen(
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
              lazy: lazyScreen(
                () => import('@/features/live/components/live-screen.tsx'),
                (m) => m.LiveScreen,
              ),
            },
            {
              path: paths.liveRoom,
              lazy: lazyScreen(
                () => import('@/features/live/components/live-room-screen.tsx'),
                (m) => m.LiveRoomScreen,
              ),
            },
            {
              path: `${paths.games}/:gameCode?`,
              lazy: lazyScreen(
                () => import('@/features/games/components/egame-lobby-screen.tsx'),
                (m) => m.EgameLobbyScreen,
              ),
            },
            {
              path: paths.gameRecords,
              lazy: lazyScreen(
                () => import('@/features/games/components/game-records-screen.tsx'),
                (m) => m.GameRecordsScreen,
              ),
            },
            {
              path: paths.activities,
              lazy: lazyScreen(
                () => import('@/features/activities/components/activities-screen.tsx'),
                (m) => m.ActivitiesScreen,
              ),
            },
            {
              path: paths.me,
              // The me screen (account) shows auth's logout button: composed here, features stay apart.
              lazy: async () => {
                const [{ MeScreen }, { LogoutButton }] = await Promise.all([
                  import('@/features/account/components/me-screen.tsx'),
                  import('@/features/auth/components/logout-button.tsx'),
                ]);
                return { Component: () => <MeScreen memberActions={<LogoutButton />} /> };
              },
            },
            {
              path: paths.mePassword,
              lazy: lazyScreen(
                () => import('@/features/auth/components/change-password-screen.tsx'),
                (m) => m.ChangePasswordScreen,
              ),
            },
            {
              path: paths.meSecurity,
              lazy: lazyScreen(
                () => import('@/features/account/components/security-screen.tsx'),
                (m) => m.SecurityScreen,
              ),
            },
            {
              path: paths.meAvatar,
              lazy: lazyScreen(
                () => import('@/features/account/components/avatar-screen.tsx'),
                (m) => m.AvatarScreen,
              ),
            },
            {
              path: paths.meNotices,
              lazy: lazyScreen(
                () => import('@/features/account/components/notices-screen.tsx'),
                (m) => m.NoticesScreen,
              ),
            },
            {
              path: paths.wallet,
              lazy: lazyScreen(
                () => import('@/features/wallet/components/wallet-overview-screen.tsx'),
                (m) => m.WalletOverviewScreen,
              ),
            },
            {
              path: paths.walletDeposit,
              lazy: lazyScreen(
                () => import('@/features/wallet/components/deposit-screen.tsx'),
                (m) => m.DepositScreen,
              ),
            },
            {
              path: paths.walletWithdraw,
              lazy: lazyScreen(
                () => import('@/features/wallet/components/withdraw-screen.tsx'),
                (m) => m.WithdrawScreen,
              ),
            },
            {
              path: paths.walletTransfer,
              lazy: lazyScreen(
                () => import('@/features/wallet/components/transfer-screen.tsx'),
                (m) => m.TransferScreen,
              ),
            },
            {
              path: paths.walletCards,
              lazy: lazyScreen(
                () => import('@/features/wallet/components/cards-screen.tsx'),
                (m) => m.CardsScreen,
              ),
            },
            {
              path: paths.walletRecords,
              lazy: lazyScreen(
                () => import('@/features/wallet/components/records-screen.tsx'),
                (m) => m.RecordsScreen,
              ),
            },
            {
              path: paths.cs,
              lazy: lazyScreen(
                () => import('@/features/site/components/cs-screen.tsx'),
                (m) => m.CsScreen,
              ),
            },
          ],
        },
        {
          path: '*',
          lazy: lazyScreen(
            () => import('@/features/site/components/not-found-screen.tsx'),
            (m) => m.NotFoundScreen,
          ),
        },
      ],
    },
  ]);
}
