import type { CSSProperties } from 'react';

/** A placeholder block with a fixed size, so content replaces it without a layout jump. */
export function Skeleton({
  height = 16,
  width = '100%',
  className,
  style,
}: {
  height?: number | string;
  width?: number | string;
  /** Shape helpers such as `round`, added to the skeleton's own class. */
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <div
      className={className ? `skeleton ${className}` : 'skeleton'}
      aria-hidden="true"
      style={{ height, width, ...style }}
    />
  );
}

/** The route-level loading state: reserves the page's usual shape. */
export function PageSkeleton() {
  return (
    <div className="stack" aria-busy="true" data-testid="page-skeleton">
      <Skeleton height={132} />
      <Skeleton height={20} width="60%" />
      <Skeleton height={72} />
      <Skeleton height={72} />
    </div>
  );
}
