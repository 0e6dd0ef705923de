import { useQuery } from '@tanstack/react-query';

export interface RevealedSeed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  rounds: number;
}

/**
 * A rotated server seed by its committed hash, from the game pages' public JSON call (outside the
 * gateway envelope: a revealed seed is public by design). Errors carry the server's Chinese message.
 */
export function useRevealedSeed(hash: string, enabled: boolean) {
  return useQuery({
    queryKey: ['games', 'revealedSeed', hash],
    enabled,
    retry: false,
    staleTime: Infinity,
    queryFn: async ({ signal }): Promise<RevealedSeed> => {
      const res = await fetch(`/play/api/fair/seed/${encodeURIComponent(hash)}`, {
        signal,
        credentials: 'omit',
      });
      const body = (await res.json()) as { code: number; msg: string; data: RevealedSeed };
      if (body.code !== 0) throw new Error(body.msg);
      return body.data;
    },
  });
}
