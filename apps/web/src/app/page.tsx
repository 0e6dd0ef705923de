/** The page frames live in components/ui/page.tsx so features can use them without importing app/. */
export { Page, BarePage } from '@/components/ui/page.tsx';
