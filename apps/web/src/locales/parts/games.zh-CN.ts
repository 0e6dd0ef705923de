/** zh-CN strings of the games area; spread into the catalogue by ../zh-CN.ts. */
export const gamesZhCN = {
  gamesLobby: { title: '游戏大厅' },
} as const;
