/** Paths inside the news area (registered in app/paths.ts and app/router.tsx). */
export const newsPaths = {
  home: '/app/news',
  article: (id: string) => `/app/news/article/${encodeURIComponent(id)}`,
  experts: '/app/news/experts',
  expert: (id: string) => `/app/news/experts/${encodeURIComponent(id)}`,
  matches: '/app/news/matches',
  /** The live room of a match (the live area's route, spec §2 table's live tab). */
  liveRoom: (matchId: string) => `/app/live/room/${encodeURIComponent(matchId)}?tab=ANIMATION`,
};

/** A hit rate `'0.6667'` as `66.7%`. */
export const percent = (rate: string) => `${(Number(rate) * 100).toFixed(1).replace(/\.0$/, '')}%`;
