import { Skeleton } from '@/components/ui/skeleton.tsx';

/** Holds the marquee's and the banner strip's boxes while their code and data load: no layout jump. */
export function HomeServerSkeleton() {
  return (
    <>
      <Skeleton height={40} />
      <Skeleton style={{ height: 'auto', aspectRatio: '5 / 2' }} />
    </>
  );
}
