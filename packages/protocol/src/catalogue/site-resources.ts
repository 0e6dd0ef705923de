import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { lineDomain, maintenance, optionalAssetUrl } from './site.ts';
import {
  emptyInput,
  idString,
  listOf,
  noCache,
  optionalUrl,
  sport,
  tokenCache,
  ttl60,
  urlString,
  venue,
} from './common.ts';

const SPEC = '§7 Site/config';

const helpCategory = z.object({ id: idString, name: z.string(), sort: z.number().int() });

/** Site captcha, short URL, sports, help, maintenance and the plain `/api/v2/vvm` (spec §7 "Site/config"). */
export const siteResourceCalls = {
  captchaImage: defineCall({
    id: 'site.captchaImage',
    path: '/api/site/group/site/captcha/v1/image',
    method: 'GET',
    encoding: 'blob',
    auth: 'anonymous',
    cache: noCache,
    input: z.object({ uuid: z.string().min(8).max(64) }).strict(),
    // A Blob (browser) or Buffer (Node): no cross-environment zod check, the caller narrows it.
    output: z.unknown(),
    summary: 'Captcha image for a client uuid (binary; output unchecked).',
    spec: SPEC,
  }),
  shortUrlGet: defineCall({
    id: 'site.shortUrlGet',
    path: '/api/site/group/site/shortUrl/v1/get',
    method: 'GET',
    encoding: 'query',
    auth: 'optional',
    cache: noCache,
    input: z.object({ url: urlString }).strict(),
    output: z.object({ shortUrl: urlString }),
    summary: 'Short URL for a long link such as an invitation link (GET query).',
    spec: SPEC,
  }),
  sportsConfigList: defineCall({
    id: 'site.sportsConfigList',
    path: '/api/site/group/site/sports/v1/configs',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: tokenCache,
    input: emptyInput,
    output: listOf(
      venue.extend({ logoUrl: optionalAssetUrl, sports: z.array(sport), isDefault: z.boolean() }),
    ),
    summary: 'Sports venues and their sports; status 0 means usable (§4).',
    spec: SPEC,
  }),
  helpCategoryList: defineCall({
    id: 'site.helpCategoryList',
    path: '/api/site/group/site/help/v1/categories',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: tokenCache,
    input: emptyInput,
    output: listOf(helpCategory),
    summary: 'Site help categories.',
    spec: SPEC,
  }),
  helpInfoGet: defineCall({
    id: 'site.helpInfoGet',
    path: '/api/site/group/site/help/v1/info',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: ttl60,
    input: z.object({ categoryId: idString }).strict(),
    output: listOf(z.object({ id: idString, title: z.string(), contentHtml: z.string() })),
    summary: 'Help articles of one category.',
    spec: SPEC,
  }),
  maintenanceGet: defineCall({
    id: 'site.maintenanceGet',
    path: '/api/site/group/site/maintenance/v1/get',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: emptyInput,
    output: z.object({ maintenance: maintenance.nullable() }),
    summary: 'Maintenance config for the /maintenance and /access-alert pages (§4).',
    spec: '§4',
  }),
  robotPass: defineCall({
    id: 'site.robotPass',
    path: '/api/site/group/site/robotCheck/v1/pass',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: emptyInput,
    // `until`: epoch ms when this device's pass of the robot check runs out.
    output: z.object({ passed: z.literal(true), until: z.number().int().nonnegative() }),
    summary:
      'Robot check page (§8): answers need-safe until the request carries a verify ticket, then clears this device of the robot check for a while.',
    spec: '§8',
  }),
  vvm: defineCall({
    id: 'site.vvm',
    path: '/api/v2/vvm',
    method: 'POST',
    encoding: 'plain',
    auth: 'anonymous',
    cache: noCache,
    input: emptyInput,
    output: z.object({
      apiDomains: z.array(lineDomain),
      videoDomains: z.array(lineDomain),
      newsDomain: optionalUrl,
      clientVersion: z.string(),
    }),
    summary: 'Plain (never encrypted) domain config: gateway, rotating video and news domains.',
    spec: SPEC,
  }),
} as const;
