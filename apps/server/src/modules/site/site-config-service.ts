/**
 * What other modules may use of the site's configuration (switches, config info, video domains):
 * the site module owns the site_config tables, and these are its reads and writes for everyone else.
 */
export {
  readConfigInfo,
  readSwitches,
  switchOr,
  videoDomains,
  writeConfigInfo,
  writeSiteConfig,
} from './site-config-repository.ts';
