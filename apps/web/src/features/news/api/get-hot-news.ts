import { useQuery } from '@tanstack/react-query';
import { hotNewsQuery } from '@/lib/news-hot.ts';

/** Hot news (spec §7 "hot news"), the home block and the news home; the query is shared (lib/news-hot.ts). */
export const useHotNews = (size: number) => useQuery(hotNewsQuery(size));
