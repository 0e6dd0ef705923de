/** Query keys of customer service, per customer (a visitor and the member after login differ). */
export const supportKeys = {
  state: (who: string) => ['support', 'state', who] as const,
  lines: (who: string) => ['support', 'lines', who] as const,
};
