import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** A dialling-code choice of a phone field. */
export interface AreaChoice {
  readonly dialCode: string;
  readonly name: string;
}

/** The choices before the site's list is in (or when it failed): mainland China, Hong Kong, Macau, Taiwan. */
export const FALLBACK_AREAS: readonly AreaChoice[] = [
  { dialCode: '86', name: '中国大陆' },
  { dialCode: '852', name: '中国香港' },
  { dialCode: '853', name: '中国澳门' },
  { dialCode: '886', name: '中国台湾' },
];

const DIAL_CODE = /^\d{1,4}$/;

/**
 * site.countryAreaList: the country / area select of every phone field (spec §7 "country area").
 * One key for the account and sign-in forms; rows whose dialling code the phone calls would refuse
 * (`areaCode` is 1–4 digits) are left out, and an empty list falls back to {@link FALLBACK_AREAS}.
 */
export const countryAreasQuery = () =>
  queryOptions({
    queryKey: ['site', 'countryAreas'] as const,
    queryFn: async ({ signal }) =>
      (await callGateway(catalogue.site.countryAreaList, {}, { signal, quiet: true })).list,
    select: (list): readonly AreaChoice[] => {
      const usable = list
        .map((a) => ({ dialCode: a.dialCode.replace(/^\+/, ''), name: a.name }))
        .filter((a) => DIAL_CODE.test(a.dialCode));
      return usable.length > 0 ? usable : FALLBACK_AREAS;
    },
    staleTime: 30 * 60_000,
  });
