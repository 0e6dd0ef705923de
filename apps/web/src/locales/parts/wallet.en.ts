/** English strings of the wallet area; spread into the catalogue by ../en.ts (same keys as zh-CN). */
export const walletEn = {
  wallet: { title: 'Wallet' },
};
