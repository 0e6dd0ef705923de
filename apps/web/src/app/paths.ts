/** Route table of spec §2, one place for every path the app links to. */
export const paths = {
  root: '/',
  login: '/login',
  freshLogin: '/entry/login',
  register: '/register',
  home: '/app/home',
  homeDownload: '/app/home#download',
  live: '/app/live',
  games: '/app/egame',
  egame: (gameCode: string) => `/app/egame/${encodeURIComponent(gameCode)}`,
  activities: '/app/activities',
  me: '/app/me',
  mePassword: '/app/me/password',
  maintenance: '/maintenance',
  accessAlert: '/access-alert',
  accessRestriction: '/access-restriction',
  cs: '/cs',
} as const;
