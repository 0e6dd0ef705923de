import { newsAsset } from '@/lib/gateway/news-domain-boot.ts';

/** A drawn cover or avatar from the news server (relative paths go to the news domain, spec §7). */
export function NewsImage({
  src,
  alt,
  width,
  height,
  className,
  eager = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}) {
  if (!src) return <span className={className} style={{ width, height }} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={newsAsset(src)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
