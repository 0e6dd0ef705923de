import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { catalogue, themeSeries, urlString } from '@arena/protocol';
import {
  CLIENT_VERSION,
  SITE_ID_FALLBACK,
  SPONSOR_TABS,
  deploySiteIdFor,
  limitSponsorTabs,
  sponsorTabFor,
} from '@arena/domain';
import { registerCall } from '../../gateway/register-call.ts';
import { loginRequired, notFound } from '../../gateway/gateway-error.ts';
import {
  gatewayLines,
  MAINTENANCE_KEYS,
  isWhitelisted,
  maintenanceOf,
  readConfigInfo,
  readLanguages,
  readSwitch,
  readSwitches,
  switchOr,
  videoDomains,
} from './site-config-repository.ts';
import { listSponsorTabs } from './site-content-repository.ts';
import { resolveEntryUrl } from '../../lib/entry-url.ts';

const DEFAULT_LINE_ERROR_THRESHOLD = 3;

/** Wallet type of the settlement unit (spec §1: CNY by default, a site may settle in USDT). */
const walletTypeOf = (unit: string): 'RMB' | 'USDT' => (unit === 'USDT' ? 'USDT' : 'RMB');
const version = z.string().regex(/^\d{1,3}(\.\d{1,3}){1,3}$/);

/**
 * Site configuration calls (spec §7 "Site/config"): config flags, bootstrap info, languages,
 * whitelists, lines, sponsor, eChat, maintenance and the plain `/api/v2/vvm`.
 */
export function registerSiteConfigRoutes(app: FastifyInstance): void {
  const { site } = catalogue;

  registerCall(app, site.configInfoV1Get, async ({ keyCode }) => {
    const [entry] = await readConfigInfo(app.db, [keyCode]);
    if (!entry) throw notFound(`config ${keyCode}`);
    return entry;
  });

  registerCall(app, site.configInfoV2Gets, async ({ keyCodes }) => ({
    list: await readConfigInfo(app.db, keyCodes),
  }));

  registerCall(app, site.perInfoV5Get, async () => {
    const values = await readSwitches(app.db, [
      'siteId',
      'siteName',
      'siteSeries',
      'defaultTheme',
      'settlementUnit',
      'clientMinVersion',
      ...MAINTENANCE_KEYS,
    ]);
    const siteId = switchOr(values, 'siteId', z.number().int().positive(), SITE_ID_FALLBACK);
    const languages = await readLanguages(app.db);
    return {
      siteId,
      deploySiteId: deploySiteIdFor(siteId),
      siteName: switchOr(values, 'siteName', z.string(), ''),
      siteSeries: switchOr(values, 'siteSeries', z.string(), ''),
      theme: switchOr(values, 'defaultTheme', themeSeries, 'elegant'),
      walletType: walletTypeOf(switchOr(values, 'settlementUnit', z.string(), 'CNY')),
      languages: languages.filter((l) => l.enabled).map((l) => l.code),
      clientMinVersion: switchOr(values, 'clientMinVersion', version, CLIENT_VERSION),
      serverTime: app.now(),
      maintenance: maintenanceOf(values),
    };
  });

  registerCall(app, site.languageCodeGet, async () => {
    const list = await readLanguages(app.db);
    return { defaultCode: list.find((l) => l.enabled)?.code ?? 'zh-CN', list };
  });

  registerCall(app, site.whiteMembersCheck, async ({ type }, { member }) => {
    if (!member) throw loginRequired();
    return { whitelisted: await isWhitelisted(app.db, member.id, type) };
  });

  registerCall(app, site.eChatGet, async (_input, { req }) => {
    const eChat = await readSwitch(
      app.db,
      'eChat',
      // A path such as the seeded `/cs?scene=echat` opens this site's own console entry.
      z.object({
        enabled: z.boolean(),
        url: z.union([urlString, z.literal(''), z.string().regex(/^\/[^/]/)]),
        appKey: z.string(),
      }),
      { enabled: false, url: '', appKey: '' },
    );
    return { ...eChat, url: eChat.url && resolveEntryUrl(req, eChat.url) };
  });

  registerCall(app, site.lineConfigList, async () => {
    const values = await readSwitches(app.db, ['apiLines', 'lineErrorThreshold']);
    return {
      errorThreshold: switchOr(
        values,
        'lineErrorThreshold',
        z.number().int().min(1).max(100),
        DEFAULT_LINE_ERROR_THRESHOLD,
      ),
      list: gatewayLines(values),
    };
  });

  registerCall(app, site.sponsorConfigGet, async () => {
    const raw = await readSwitch(app.db, 'sponsorSetting', z.union([z.number(), z.string()]), 0);
    const kind = sponsorTabFor(raw);
    const setting = SPONSOR_TABS.indexOf(kind) as 0 | 1 | 2;
    if (kind === 'none') return { setting, tabs: [] };
    const tabs = await listSponsorTabs(app.db);
    // The chosen kind's tabs lead (its first tab is the default), the others follow, at most 3 (§9).
    const ordered = [...tabs.filter((t) => t.key === kind), ...tabs.filter((t) => t.key !== kind)];
    return { setting, tabs: limitSponsorTabs(ordered) };
  });

  registerCall(app, site.maintenanceGet, async () => ({
    maintenance: maintenanceOf(await readSwitches(app.db, MAINTENANCE_KEYS)),
  }));

  registerCall(app, site.vvm, async () => {
    const values = await readSwitches(app.db, ['apiLines', 'videoLines', 'newsDomain', 'clientVersion']);
    return {
      apiDomains: gatewayLines(values).map((l) => l.domain),
      videoDomains: videoDomains(values),
      newsDomain: switchOr(values, 'newsDomain', z.union([urlString, z.literal('')]), ''),
      clientVersion: switchOr(values, 'clientVersion', version, CLIENT_VERSION),
    };
  });
}
