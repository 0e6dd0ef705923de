/** zh-CN strings of the live area; spread into the catalogue by ../zh-CN.ts. */
export const liveZhCN = {
  liveRoom: { title: '直播间' },
} as const;
