/** Query keys of the operator console, one per console call. */
export const opsKeys = {
  conversations: ['ops', 'conversations'] as const,
  lines: (id: string) => ['ops', 'lines', id] as const,
  customer: (id: string) => ['ops', 'customer', id] as const,
  offline: ['ops', 'offline'] as const,
  memberResponsible: (name: string) => ['ops', 'memberResponsible', name] as const,
  applications: ['ops', 'applications'] as const,
};
