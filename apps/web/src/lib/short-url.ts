import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/**
 * site.shortUrlGet: a short link of this site for `url` (a room, an invitation). Quiet: the share
 * button says what went wrong itself.
 */
export async function fetchShortUrl(url: string): Promise<string> {
  return (await callGateway(catalogue.site.shortUrlGet, { url }, { quiet: true })).shortUrl;
}
