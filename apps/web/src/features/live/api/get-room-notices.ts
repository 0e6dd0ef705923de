import { siteNoticesQuery } from '@/lib/site-queries.ts';

/** The site's special notices for the room marquee: the same entry as home's (spec §7, §4 timing). */
export const roomNoticesQuery = siteNoticesQuery;
