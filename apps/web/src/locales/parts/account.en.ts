/** English strings of the account area; spread into the catalogue by ../en.ts (same keys as zh-CN). */
export const accountEn = {
  profile: { title: 'Profile' },
};
