import { siteNoticesQuery } from '@/lib/site-queries.ts';

/** Special notices for the home marquee: the shared site-notices entry (spec §7 "special notice"). */
export const noticesQuery = siteNoticesQuery;
