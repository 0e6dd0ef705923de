import { Skeleton } from '@/components/ui/skeleton.tsx';
import { HOT_MATCH_LIMIT } from '../hot-limits.ts';

/** The hot list's box while its code and data load: as many rows as the list holds, no jump. */
export function HotMatchesSkeleton() {
  return (
    <div className="hot-list" aria-hidden="true">
      {Array.from({ length: HOT_MATCH_LIMIT }, (_, i) => (
        <Skeleton key={i} height={56} />
      ))}
    </div>
  );
}
