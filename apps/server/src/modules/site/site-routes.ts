import type { FastifyInstance } from 'fastify';
import { registerSiteConfigRoutes } from './site-config-routes.ts';
import { registerSiteContentRoutes } from './site-content-routes.ts';
import { registerSitePublicRoutes } from './site-public-routes.ts';
import { registerSiteAdminRoutes } from './site-admin-routes.ts';

/**
 * Every `catalogue.site.*` call except the captcha image (spec §7 "Site/config"), plus the artwork and
 * short-link routes those answers point to, and the operator's site-content endpoints.
 */
export function registerSiteRoutes(app: FastifyInstance): void {
  registerSiteConfigRoutes(app);
  registerSiteContentRoutes(app);
  registerSitePublicRoutes(app);
  registerSiteAdminRoutes(app);
}
