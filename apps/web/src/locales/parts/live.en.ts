/** English strings of the live area; spread into the catalogue by ../en.ts (same keys as zh-CN). */
export const liveEn = {
  liveRoom: { title: 'Live room' },
};
