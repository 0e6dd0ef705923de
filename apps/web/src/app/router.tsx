import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { lazy, type ComponentType } from 'react';
import { HomeScreen } from '@/features/home/components/home-screen.tsx';
import { RootLayout, TabsLayout } from './layouts.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { whenAppReady } from '@/lib/lazy-ready.ts';
import { holdAfterPaint } from '@/lib/after-first-paint.ts';
import { paths } from '@/lib/paths.ts';

/**
 * Home is in the first load; every other route is a lazy chunk (brief: "lazy-load every other route").
 * The chunk is a `React.lazy` component under the layouts' Suspense, not React Router's route `lazy`:
 * with route `lazy`, the tap that starts a navigation also ran the router's data-strategy machinery
 * and the chunk's preload inside the same task; this way the tap only changes the location, and the
 * chunk loads in the transition's own render.
 */
const lazyRoute = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) => ({
  // The screen renders once its chunk, the string catalogue and the query client are in (lazy-ready.ts).
  Component: lazy(async () => ({ default: pick(await whenAppReady(load)()) })),
  // Each route has its own boundary: a crash or a chunk gone after a deploy stays in that screen.
  ErrorBoundary: RouteErrorScreen,
});

/** Where each rewards screen lives (the rewards entry on 我的 and the home links to them). */
const rewardsLinks = {
  vip: paths.vip,
  welfare: paths.welfare,
  points: paths.points,
  rebate: paths.rebate,
  coupon: paths.coupon,
  birthday: paths.birthday,
  dividends: paths.dividends,
  materials: paths.materials,
};

/** The rewards screens, one lazy chunk each. */
const rewardsRoutes = () => [
  {
    path: paths.vip,
    ...lazyRoute(
      () => import('@/features/rewards/components/vip-centre-screen.tsx'),
      (m) => m.VipCentreScreen,
    ),
  },
  {
    path: paths.welfare,
    ...lazyRoute(
      () => import('@/features/rewards/components/welfare-screen.tsx'),
      (m) => m.WelfareScreen,
    ),
  },
  {
    path: paths.points,
    ...lazyRoute(
      () => import('@/features/rewards/components/points-screen.tsx'),
      (m) => m.PointsScreen,
    ),
  },
  {
    path: paths.rebate,
    ...lazyRoute(
      () => import('@/features/rewards/components/rebate-screen.tsx'),
      (m) => m.RebateScreen,
    ),
  },
  {
    path: paths.coupon,
    ...lazyRoute(
      () => import('@/features/rewards/components/coupon-screen.tsx'),
      (m) => m.CouponScreen,
    ),
  },
  {
    path: paths.birthday,
    ...lazyRoute(
      () => import('@/features/rewards/components/birthday-screen.tsx'),
      (m) => m.BirthdayScreen,
    ),
  },
  {
    path: paths.dividends,
    ...lazyRoute(
      () => import('@/features/rewards/components/dividends-screen.tsx'),
      (m) => m.DividendsScreen,
    ),
  },
  {
    path: paths.materials,
    ...lazyRoute(
      () => import('@/features/rewards/components/materials-screen.tsx'),
      (m) => m.MaterialsScreen,
    ),
  },
];

/** The home page's hot-news block: its own chunk, loaded once home has painted. */
/** The rewards entries on the home (a lazy chunk, mounted after first paint). */
const HomeRewardsEntry = lazy(() =>
  whenAppReady(() => import('@/features/rewards/components/rewards-entry.tsx'))().then((m) => ({
    default: function HomeRewards() {
      return (
        <section className="card">
          <m.RewardsEntry links={rewardsLinks} compact />
        </section>
      );
    },
  })),
);
const HotNewsBlock = lazy(() =>
  whenAppReady(() => import('@/features/news/components/hot-news-block.tsx'))().then((m) => ({
    default: m.HotNewsBlock,
  })),
);

const HomeSiteBlock = lazy(() =>
  whenAppReady(() => import('@/features/site/components/home-site-modules.tsx'))().then((m) => ({
    default: m.HomeSiteModules,
  })),
);

/** The carnival prompt of the activities on the home: its own chunk, loaded once home has painted. */
const HomeCarnivalPrompt = lazy(() =>
  whenAppReady(() => import('@/features/activities/components/carnival-prompt.tsx'))().then((m) => ({
    default: m.CarnivalPrompt,
  })),
);

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
      ErrorBoundary: RouteErrorScreen,
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
          path: paths.robotCheck,
          ...lazyRoute(
            () => import('@/features/site/components/robot-check-screen.tsx'),
            (m) => m.RobotCheckScreen,
          ),
        },
        {
          element: <TabsLayout />,
          ErrorBoundary: RouteErrorScreen,
          children: [
            {
              path: paths.home,
              ErrorBoundary: RouteErrorScreen,
              element: (
                <HomeScreen
                  newsBlock={<HotNewsBlock />}
                  rewardsBlock={<HomeRewardsEntry />}
                  siteBlock={<HomeSiteBlock />}
                  carnivalBlock={<HomeCarnivalPrompt />}
                />
              ),
            },
            {
              path: paths.live,
              ...lazyRoute(
                () => import('@/features/live/components/live-screen.tsx'),
                (m) => m.LiveScreen,
              ),
            },
            {
              path: paths.news,
              // Its first screen paints from the page's answers as soon as its chunk is in, without
              // waiting for the rest of the app; its query-backed part waits for it (news-screen.tsx).
              // Opened first, it holds the after-paint work until that screen is shown.
              Component: lazy(() => {
                const shown = holdAfterPaint();
                return import('@/features/news/components/news-screen.tsx').then((m) => ({
                  default: function NewsHome() {
                    return <m.NewsScreen onShown={shown} />;
                  },
                }));
              }),
              ErrorBoundary: RouteErrorScreen,
            },
            {
              path: paths.newsArticle,
              ...lazyRoute(
                () => import('@/features/news/components/article-screen.tsx'),
                (m) => m.ArticleScreen,
              ),
            },
            {
              path: paths.newsExperts,
              ...lazyRoute(
                () => import('@/features/news/components/experts-screen.tsx'),
                (m) => m.ExpertsScreen,
              ),
            },
            {
              path: paths.newsExpert,
              ...lazyRoute(
                () => import('@/features/news/components/expert-screen.tsx'),
                (m) => m.ExpertScreen,
              ),
            },
            {
              path: paths.newsMatches,
              ...lazyRoute(
                () => import('@/features/news/components/matches-screen.tsx'),
                (m) => m.MatchesScreen,
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
              path: paths.fairVerify,
              ...lazyRoute(
                () => import('@/features/games/components/fair-verify-screen.tsx'),
                (m) => m.FairVerifyScreen,
              ),
            },
            {
              path: paths.sportsbook,
              ...lazyRoute(
                () => import('@/features/sportsbook/components/sportsbook-screen.tsx'),
                (m) => m.SportsbookScreen,
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
              path: paths.help,
              ...lazyRoute(
                () => import('@/features/site/components/help-centre-screen.tsx'),
                (m) => m.HelpCentreScreen,
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
                    import('@/features/messages/components/inbox-entry.tsx'),
                    import('@/features/rewards/components/rewards-entry.tsx'),
                    import('@/features/agent/components/agent-entry.tsx'),
                    import('@/features/responsible/components/responsible-entry.tsx'),
                  ]),
                ([
                  { MeScreen },
                  { LogoutButton },
                  { InboxEntry },
                  { RewardsEntry },
                  { AgentEntry },
                  { ResponsibleEntry },
                ]) =>
                  function MeRoute() {
                    return (
                      <MeScreen
                        memberActions={
                          <>
                            <RewardsEntry links={rewardsLinks} />
                            <InboxEntry to={paths.meInbox} />
                            <AgentEntry to={paths.meAgent} />
                            <ResponsibleEntry to={paths.responsible} />
                            <LogoutButton />
                          </>
                        }
                      />
                    );
                  },
              ),
            },
            {
              path: paths.responsible,
              ...lazyRoute(
                () => import('@/features/responsible/components/responsible-screen.tsx'),
                (m) => m.ResponsibleScreen,
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
              path: paths.meInbox,
              ...lazyRoute(
                () => import('@/features/messages/components/inbox-screen.tsx'),
                (m) => m.InboxScreen,
              ),
            },
            {
              path: paths.meAgent,
              ...lazyRoute(
                () => import('@/features/agent/components/agent-screen.tsx'),
                (m) => m.AgentScreen,
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
              // Open bonus turnover (rewards) shows on the wallet: composed here, features stay apart.
              ...lazyRoute(
                () =>
                  Promise.all([
                    import('@/features/wallet/components/wallet-overview-screen.tsx'),
                    import('@/features/rewards/components/turnover-card.tsx'),
                  ]),
                ([{ WalletOverviewScreen }, { TurnoverCard }]) =>
                  function WalletRoute() {
                    return <WalletOverviewScreen notice={<TurnoverCard />} />;
                  },
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
                () =>
                  Promise.all([
                    import('@/features/wallet/components/withdraw-screen.tsx'),
                    import('@/features/rewards/components/turnover-card.tsx'),
                  ]),
                ([{ WithdrawScreen }, { TurnoverCard }]) =>
                  function WithdrawRoute() {
                    return <WithdrawScreen notice={<TurnoverCard />} />;
                  },
              ),
            },
            ...rewardsRoutes(),
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
              path: paths.walletConvert,
              ...lazyRoute(
                () => import('@/features/wallet/components/convert-screen.tsx'),
                (m) => m.ConvertScreen,
              ),
            },
            {
              path: paths.cs,
              ...lazyRoute(
                () => import('@/features/support/components/support-screen.tsx'),
                (m) => m.SupportScreen,
              ),
            },
          ],
        },
        {
          path: paths.ops,
          ...lazyRoute(
            () => import('@/features/operator-console/components/ops-screen.tsx'),
            (m) => m.OpsScreen,
          ),
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
