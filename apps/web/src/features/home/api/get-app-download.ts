import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** A store or package link an operator may set: https, or a same-origin path. Nothing else is followed. */
const downloadLink = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^https:\/\/[^\s]+$/i.test(v) || /^\/(?![/\\])\S*$/.test(v));

const appDownloadValue = z.object({
  ios: z.unknown().optional(),
  android: z.unknown().optional(),
  version: z.unknown().optional(),
});

/** What the download section shows; null hides it (the site has no `appDownload` config). */
export interface AppDownload {
  ios: string | null;
  android: string | null;
  version: string | null;
}

const link = (value: unknown) => {
  const parsed = downloadLink.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * The site's `appDownload` config value (JSON text, spec §7 configInfo) as the section's model: unset,
 * `null`, or not an object means no section; a link that is missing or not http(s)/same-origin is left
 * out rather than offered as a button that goes nowhere.
 */
export function parseAppDownload(value: string | undefined): AppDownload | null {
  if (value === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null; // not JSON: an operator's typo hides the section instead of showing broken buttons
  }
  const parsed = appDownloadValue.safeParse(json);
  if (!parsed.success) return null;
  const { ios, android, version } = parsed.data;
  return {
    ios: link(ios),
    android: link(android),
    version: typeof version === 'string' && version.trim() ? version.trim().slice(0, 20) : null,
  };
}

/** The site's app-download config (spec §2 "/app/home has an app-download section"). */
export const appDownloadQuery = () =>
  queryOptions({
    queryKey: ['site', 'config', 'appDownload'] as const,
    queryFn: async ({ signal }) => {
      const { list } = await callGateway(
        catalogue.site.configInfoV2Gets,
        { keyCodes: ['appDownload'] },
        { signal },
      );
      return parseAppDownload(list.find((e) => e.keyCode === 'appDownload')?.value);
    },
    staleTime: 5 * 60_000,
  });
