import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { collectionsQuery, gameKey } from './get-collections.ts';

export interface ToggleInput {
  venueCode: string;
  gameCode: string;
  collect: boolean;
}

/** Collects or un-collects a game, updating the favourites set at once and rolling back on failure. */
export function useToggleCollection(token: string | null) {
  const client = useQueryClient();
  const key = collectionsQuery(token ?? '').queryKey;
  return useMutation({
    mutationFn: ({ venueCode, gameCode, collect }: ToggleInput) =>
      callGateway(collect ? catalogue.games.collectionAdd : catalogue.games.collectionRemove, {
        venueCode,
        gameCode,
      }),
    onMutate: ({ venueCode, gameCode, collect }) => {
      const before = client.getQueryData(key);
      if (token) {
        const next = new Set(before ?? []);
        if (collect) next.add(gameKey(venueCode, gameCode));
        else next.delete(gameKey(venueCode, gameCode));
        client.setQueryData(key, next);
      }
      return { before };
    },
    onError: (_err, _input, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
