/** zh-CN strings of the account area; spread into the catalogue by ../zh-CN.ts. */
export const accountZhCN = {
  profile: { title: '个人资料' },
} as const;
