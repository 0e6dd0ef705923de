/** Query keys of the agent area (one per call). */
export const agentKeys = {
  all: ['agent'] as const,
  status: (token: string | null) => ['agent', 'status', token] as const,
  members: (token: string | null, period: string | null, page: number) =>
    ['agent', 'members', token, period, page] as const,
  commissions: (token: string | null) => ['agent', 'commissions', token] as const,
  contact: ['agent', 'contact'] as const,
};
