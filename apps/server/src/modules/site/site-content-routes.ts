import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode, catalogue, urlString } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
import { GatewayError, notFound } from '../../gateway/gateway-error.ts';
import { readSwitches, switchOr } from './site-config-repository.ts';
import {
  customerServiceUrl,
  listBanners,
  listCountryAreas,
  listFloatingIcons,
  listHelpArticles,
  listHelpCategories,
  listHomeModules,
  listNavigation,
  listNotices,
  listPopups,
  listSportsVenues,
  readClientResources,
} from './site-content-repository.ts';
import { shortCodeFor, shortLinkTarget } from './short-url-repository.ts';
import { SHORT_LINK_PATH } from './site-public-routes.ts';
import { resolveEntryUrl } from '../../lib/entry-url.ts';
import { msg } from '../../gateway/user-messages.ts';

/** Named client resources answered in their own fields rather than in `resources`. */
const NAMED_RESOURCES = { logo: 'logoUrl', favicon: 'faviconUrl', appDownload: 'appDownloadUrl' } as const;

/**
 * Site content calls (spec §7 "Site/config"): banners, notices, home modules, customer service,
 * pop-ups, navigation, floating icons, client resources, country areas, short URLs, sports and help.
 */
export function registerSiteContentRoutes(app: FastifyInstance): void {
  const { site } = catalogue;

  registerCall(app, site.bannerListV1, async ({ position }) => {
    const banners = await listBanners(app.db, position, null, new Date(app.now()));
    return {
      list: banners.map(({ id, title, imageUrl, linkUrl, sort }) => ({ id, title, imageUrl, linkUrl, sort })),
    };
  });

  registerCall(app, site.bannerListV2, async ({ position, device }) => ({
    list: await listBanners(app.db, position, device, new Date(app.now())),
  }));

  registerCall(app, site.specialNoticeGet, async () => ({
    list: await listNotices(app.db, new Date(app.now())),
  }));

  registerCall(app, site.homeConfigQuery, async ({ device }) => ({
    list: await listHomeModules(app.db, device),
  }));

  registerCall(app, site.customerServiceUrlGet, async ({ scene }, { req }) => {
    const url = await customerServiceUrl(app.db, scene ?? 'default');
    if (!url) throw notFound('customer service');
    return { url: resolveEntryUrl(req, url) };
  });

  registerCall(app, site.popupConfigGet, async ({ page }) => ({
    list: await listPopups(app.db, page, new Date(app.now())),
  }));

  registerCall(app, site.navigationList, async ({ device }) => ({
    list: await listNavigation(app.db, device),
  }));

  registerCall(app, site.floatingIconList, async () => ({ list: await listFloatingIcons(app.db) }));

  registerCall(app, site.clientResourceConfigGet, async ({ device }) => {
    const all = await readClientResources(app.db, device);
    const named = { logoUrl: '', faviconUrl: '', appDownloadUrl: '' };
    const resources: Record<string, string> = {};
    for (const [key, value] of all) {
      if (key in NAMED_RESOURCES) named[NAMED_RESOURCES[key as keyof typeof NAMED_RESOURCES]] = value;
      else resources[key] = value;
    }
    return { ...named, resources };
  });

  registerCall(app, site.countryAreaList, async () => ({ list: await listCountryAreas(app.db) }));

  registerCall(app, site.shortUrlGet, async ({ url }, { req, member }) => {
    const values = await readSwitches(app.db, ['shortUrlBase', 'shortUrlHosts']);
    const configuredBase = switchOr(values, 'shortUrlBase', urlString, null);
    const allowed = switchOr(values, 'shortUrlHosts', z.array(z.string()), []);
    if (configuredBase) allowed.push(new URL(configuredBase).hostname);
    const target = shortLinkTarget(url, req.hostname, allowed);
    if (!target) throw new GatewayError(ErrorCode.forbidden, msg('site.shortLinkOwnSiteOnly'));
    const code = await shortCodeFor(app.db, target, member?.id ?? null);
    const base = (configuredBase ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');
    return { shortUrl: `${base}${SHORT_LINK_PATH}${code}` };
  });

  registerCall(app, site.sportsConfigList, async () => ({ list: await listSportsVenues(app.db) }));

  registerCall(app, site.helpCategoryList, async () => ({ list: await listHelpCategories(app.db) }));

  registerCall(app, site.helpInfoGet, async ({ categoryId }) => {
    const list = await listHelpArticles(app.db, categoryId);
    if (!list) throw notFound('help category');
    return { list };
  });
}
