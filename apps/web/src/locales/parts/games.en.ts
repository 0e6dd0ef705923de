/** English strings of the games area; spread into the catalogue by ../en.ts (same keys as zh-CN). */
export const gamesEn = {
  gamesLobby: { title: 'Game lobby' },
};
