import { startTransition, useEffect, useState } from 'react';

/**
 * A value that follows `value` one frame later: a render with a new `value` still returns the old
 * one, and the new one is rendered after the next frame has been drawn. A list draws its rows on
 * screen from `value` and the rows it keeps off screen from this, so a poll that changes every row
 * costs the frame that shows it the visible rows only; the others follow in the frame after.
 */
export function useNextFrameValue<T>(value: T): T {
  const [late, setLate] = useState(value);
  useEffect(() => {
    if (Object.is(late, value)) return undefined;
    // A frame callback runs before that frame's style and layout; the render it asks for is a
    // transition, which React runs as a task of its own, so after the frame is drawn.
    const frame = requestAnimationFrame(() => startTransition(() => setLate(value)));
    return () => cancelAnimationFrame(frame);
  }, [value, late]);
  return late;
}
