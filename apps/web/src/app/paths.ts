/** The route table lives in lib/paths.ts so features can link without importing app/. */
export { paths } from '@/lib/paths.ts';
