import { useEffect, useRef } from 'react';

/**
 * Infinite scroll: calls `onVisible` when the sentinel element scrolls into view (200 px ahead), while
 * `active` (a next page exists and none is loading).
 */
export function useSentinel<T extends Element>(onVisible: () => void, active: boolean) {
  const ref = useRef<T | null>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || !active) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}
