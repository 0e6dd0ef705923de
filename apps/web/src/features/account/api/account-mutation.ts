import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEY } from '@/lib/member-info.ts';

/**
 * A member-data change: on success every account query (profile, avatars, bind state, reviews) is
 * refetched, since one change often shows in several of them (an avatar in the profile, a phone in both).
 */
export function useAccountMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  });
}
