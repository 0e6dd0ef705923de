import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Every query of the signed-in member's account data lives under this key (invalidated together). */
export const ACCOUNT_KEY = ['account'] as const;

export const fetchMemberInfo = () => callGateway(catalogue.member.getMemberInfoForWeb, {});

/**
 * getMemberInfoForWeb: profile, VIP level, balance (minor units), masked phone and email, bind state.
 * Shared by the screens that show the member (home greeting, me, security): one key, one cache entry.
 */
export const memberInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'info', token],
    queryFn: fetchMemberInfo,
    enabled: token !== null,
  });
