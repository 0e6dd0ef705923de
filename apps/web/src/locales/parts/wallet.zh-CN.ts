/** zh-CN strings of the wallet area; spread into the catalogue by ../zh-CN.ts. */
export const walletZhCN = {
  wallet: { title: '钱包' },
} as const;
