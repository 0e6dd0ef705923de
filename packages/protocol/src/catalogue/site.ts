import { z } from 'zod';
import { defineCall } from './define-call.ts';
import {
  banner,
  codeString,
  device,
  emptyInput,
  epochMs,
  idString,
  listOf,
  marqueeItem,
  noCache,
  optionalUrl,
  tokenCache,
  ttl60,
  urlString,
  walletType,
} from './common.ts';

const SPEC = '§7 Site/config';

/** A config key such as `anchorGameSwitch` or `hideZBYXRecords` (spec §3 "Site config flags"). */
const keyCode = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
/** One config value; the value is a string (JSON for structured flags), as the server stores it. */
const configEntry = z.object({ keyCode: z.string(), value: z.string() });

/** Config keys the spec names (§3 "Site config flags"); others exist ("not shown"). */
export const KNOWN_CONFIG_KEYS = [
  'anchorGameSwitch',
  'ZBYXChannelNames',
  'hideZBYXRecords',
  'siteAnchorGameEntranceV4',
  'isDisplay',
  'isDisplayMaintainVenue',
] as const;

/** Theme series (spec §1). */
export const themeSeries = z.enum([
  'fresh',
  'elegant',
  'triad',
  'classy',
  'glow',
  'simple',
  'colorful',
  'mecha',
]);

/** Maintenance state: status 0 leads to /maintenance, otherwise /access-alert (spec §4). */
export const maintenance = z.object({
  status: z.number().int(),
  title: z.string(),
  message: z.string(),
  startAt: epochMs.nullable(),
  endAt: epochMs.nullable(),
});

/**
 * An image or link the gateway serves itself: an absolute http(s) URL or a same-origin path such as
 * `/media/site/home-welcome.svg` or `/app/home` (design, docs/decisions.md "Site/config data"): the server
 * never has to guess its public origin from the Host header, and media stays same-origin behind a proxy.
 */
export const assetUrl = z.union([
  urlString,
  z
    .string()
    .max(2048)
    .regex(/^\/(?![/\\])\S*$/),
]);
/** {@link assetUrl}, or empty when there is none. */
export const optionalAssetUrl = z.union([assetUrl, z.literal('')]);
/** A gateway line base URL; `''` is the page's own origin (design, §9 "domain rotation"). */
export const lineDomain = z.union([urlString, z.literal('')]);

/** Banner of the site banner lists, with same-origin images and in-app links allowed. */
const siteBanner = banner.extend({ imageUrl: assetUrl, linkUrl: optionalAssetUrl });

const linkItem = z.object({
  id: idString,
  name: z.string(),
  iconUrl: optionalAssetUrl,
  linkUrl: z.string().max(2048),
  sort: z.number().int(),
});

/** Site and configuration calls (spec §7 "Site/config"); paths mirror `/api/site/group/site/<res>/v<n>/<verb>`. */
export const siteCalls = {
  configInfoV1Get: defineCall({
    id: 'site.configInfoV1Get',
    path: '/api/site/group/site/configInfo/v1/get',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: tokenCache,
    input: z.object({ keyCode }).strict(),
    output: configEntry,
    summary: 'One site config value by key code.',
    spec: SPEC,
  }),
  configInfoV2Gets: defineCall({
    id: 'site.configInfoV2Gets',
    path: '/api/site/group/site/configInfo/v2/gets',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: tokenCache,
    input: z.object({ keyCodes: z.array(keyCode).min(1).max(50) }).strict(),
    output: listOf(configEntry),
    summary: 'Several site config values by a keyCodes list.',
    spec: SPEC,
  }),
  perInfoV5Get: defineCall({
    id: 'site.perInfoV5Get',
    path: '/api/site/group/site/perInfo/v5/get',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    blankToken: true,
    cache: noCache,
    input: emptyInput,
    output: z.object({
      siteId: z.number().int(),
      deploySiteId: z.number().int(),
      siteName: z.string(),
      siteSeries: z.string(),
      theme: themeSeries,
      walletType,
      languages: z.array(z.enum(['zh-CN', 'en'])),
      clientMinVersion: z.string(),
      serverTime: epochMs,
      maintenance: maintenance.nullable(),
    }),
    summary: 'Site bootstrap info; the only call answering system maintenance (§8). Token blanked.',
    spec: SPEC,
  }),
  languageCodeGet: defineCall({
    id: 'site.languageCodeGet',
    path: '/api/site/group/site/language/v1/code',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: tokenCache,
    input: emptyInput,
    output: z.object({
      defaultCode: z.enum(['zh-CN', 'en']),
      list: z.array(z.object({ code: z.enum(['zh-CN', 'en']), name: z.string(), enabled: z.boolean() })),
    }),
    summary: 'Language codes and which are enabled (only zh-CN on, §1).',
    spec: SPEC,
  }),
  whiteMembersCheck: defineCall({
    id: 'site.whiteMembersCheck',
    path: '/api/site/group/site/whiteMember/v1/check',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ type: z.enum(['virtualCurrency', 'language']) }).strict(),
    output: z.object({ whitelisted: z.boolean() }),
    summary: 'Whether the member is on the virtual-currency or language whitelist (§6).',
    spec: SPEC,
  }),
  bannerListV1: defineCall({
    id: 'site.bannerListV1',
    path: '/api/site/group/site/banner/v1/list',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    blankToken: true,
    cache: ttl60,
    input: z.object({ position: z.enum(['home', 'activity', 'live', 'game']) }).strict(),
    output: listOf(siteBanner),
    summary: 'Banner list (v1) for a position. Token blanked.',
    spec: SPEC,
  }),
  bannerListV2: defineCall({
    id: 'site.bannerListV2',
    path: '/api/site/group/site/banner/v2/list',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    blankToken: true,
    cache: ttl60,
    input: z.object({ position: z.enum(['home', 'activity', 'live', 'game']), device }).strict(),
    output: listOf(siteBanner.extend({ startAt: epochMs.nullable(), endAt: epochMs.nullable() })),
    summary: 'Banner list (v2) per position and device, with display windows. Token blanked.',
    spec: SPEC,
  }),
  specialNoticeGet: defineCall({
    id: 'site.specialNoticeGet',
    path: '/api/site/group/site/specialNotice/v1/get',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: emptyInput,
    output: listOf(marqueeItem),
    summary: 'Special notices shown as the marquee (§3 marquee item, §4 timing rules).',
    spec: SPEC,
  }),
  homeConfigQuery: defineCall({
    id: 'site.homeConfigQuery',
    path: '/api/site/group/site/homeconfig/v1/queryConfig',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: tokenCache,
    input: z.object({ device }).strict(),
    output: listOf(
      z.object({ module: z.string(), title: z.string(), sort: z.number().int(), visible: z.boolean() }),
    ),
    summary: 'Home page modules, order and visibility (homeconfig queryConfig).',
    spec: SPEC,
  }),
  customerServiceUrlGet: defineCall({
    id: 'site.customerServiceUrlGet',
    path: '/api/site/group/site/customerService/v1/url',
    method: 'GET',
    encoding: 'query',
    auth: 'optional',
    cache: noCache,
    input: z.object({ scene: z.enum(['default', 'login', 'deposit', 'withdraw']).optional() }).strict(),
    output: z.object({ url: urlString }),
    summary: 'Customer-service chat URL for /cs (GET query).',
    spec: SPEC,
  }),
  eChatGet: defineCall({
    id: 'site.eChatGet',
    path: '/api/site/group/site/eChat/v1/get',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: tokenCache,
    input: emptyInput,
    output: z.object({ enabled: z.boolean(), url: optionalUrl, appKey: z.string() }),
    summary: 'eChat widget configuration.',
    spec: SPEC,
  }),
  lineConfigList: defineCall({
    id: 'site.lineConfigList',
    path: '/api/site/group/site/line/v1/list',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: emptyInput,
    output: z.object({
      errorThreshold: z.number().int().min(1),
      list: z.array(
        z.object({ lineId: idString, name: z.string(), domain: lineDomain, weight: z.number().int() }),
      ),
    }),
    summary: 'Gateway lines for domain rotation and the error threshold of codes 1000022/1000023 (§8, §9).',
    spec: SPEC,
  }),
  popupConfigGet: defineCall({
    id: 'site.popupConfigGet',
    path: '/api/site/group/site/popup/v1/get',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: z.object({ page: z.enum(['home', 'live', 'activity', 'wallet']) }).strict(),
    output: listOf(
      z.object({
        id: idString,
        title: z.string(),
        contentHtml: z.string(),
        imageUrl: optionalAssetUrl,
        linkUrl: z.string(),
        frequency: z.enum(['once', 'daily', 'always']),
      }),
    ),
    summary: 'Pop-ups to show on a page.',
    spec: SPEC,
  }),
  navigationList: defineCall({
    id: 'site.navigationList',
    path: '/api/site/group/site/navigation/v1/list',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: tokenCache,
    input: z.object({ device }).strict(),
    output: listOf(linkItem.extend({ venueCodes: z.array(codeString) })),
    summary: 'Navigation entries.',
    spec: SPEC,
  }),
  floatingIconList: defineCall({
    id: 'site.floatingIconList',
    path: '/api/site/group/site/floatingIcon/v1/list',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: tokenCache,
    input: emptyInput,
    output: listOf(linkItem.extend({ position: z.enum(['left', 'right']) })),
    summary: 'Floating icons.',
    spec: SPEC,
  }),
  sponsorConfigGet: defineCall({
    id: 'site.sponsorConfigGet',
    path: '/api/site/group/site/sponsor/v1/config',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: tokenCache,
    input: emptyInput,
    output: z.object({
      setting: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      tabs: z.array(z.object({ key: z.enum(['zz', 'news']), title: z.string() })).max(3),
    }),
    summary: 'Sponsor setting 0..2 → tabs none, zz, news; at most 3 tabs (§6, §9).',
    spec: SPEC,
  }),
  clientResourceConfigGet: defineCall({
    id: 'site.clientResourceConfigGet',
    path: '/api/site/group/site/clientResource/v1/config',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: tokenCache,
    input: z.object({ device }).strict(),
    output: z.object({
      logoUrl: optionalAssetUrl,
      faviconUrl: optionalAssetUrl,
      appDownloadUrl: optionalAssetUrl,
      resources: z.record(z.string(), z.string()),
    }),
    summary: 'Client resource manager config: logos, app download, named assets.',
    spec: SPEC,
  }),
  countryAreaList: defineCall({
    id: 'site.countryAreaList',
    path: '/api/site/group/site/countryArea/v1/select',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: tokenCache,
    input: emptyInput,
    output: listOf(z.object({ code: z.string(), name: z.string(), dialCode: z.string() })),
    summary: 'Country / area select with dialling codes.',
    spec: SPEC,
  }),
} as const;
