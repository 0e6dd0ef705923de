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
              path: `${paths.games}/:gameCode?`,
              lazy: lazyScreen(
                () => import('@/features/games/components/egame-lobby-screen.tsx'),
                (m) => m.EgameLobbyScreen,
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
