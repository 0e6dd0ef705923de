import { useMutation } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

export interface LaunchRequest {
  venueCode: string;
  /** Absent: the venue's own lobby game (how the venue bar opens a sports venue). */
  gameCode?: string;
  demo: boolean;
}

/**
 * Launch payload (spec §3 "Launch payload additions"): the lobby is where leaving the game returns to
 * (rollbackAddress); resetDpDomain and isUseCache are sent as false (docs/games.md).
 */
export const launchPayload = ({ venueCode, gameCode }: LaunchRequest, rollbackAddress: string) => ({
  venueCode,
  ...(gameCode ? { gameCode } : {}),
  device: 'h5' as const,
  resetDpDomain: false,
  rollbackAddress,
  isUseCache: false,
});

/** Launches a game (member) or its demo (anyone); answers the game page's URL. */
export function useLaunchGame() {
  return useMutation({
    mutationFn: async (request: LaunchRequest) => {
      const payload = launchPayload(request, window.location.href);
      const res = await callGateway(
        request.demo ? catalogue.games.demoLaunch : catalogue.games.launch,
        payload,
      );
      return res.url;
    },
  });
}
