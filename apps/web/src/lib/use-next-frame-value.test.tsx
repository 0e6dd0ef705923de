// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useNextFrameValue } from './use-next-frame-value.ts';

// docs/perf.md "Sportsbook list": the rows a list keeps off screen take a poll's data a frame after the
// rows on screen; a value that changes again before that frame is followed to its latest value only.
describe('a value one frame late', () => {
  it('keeps the old value for the render that brings a new one, then follows it', async () => {
    const frames: FrameRequestCallback[] = [];
    const cancelled: number[] = [];
    const original = [window.requestAnimationFrame, window.cancelAnimationFrame] as const;
    window.requestAnimationFrame = (cb) => frames.push(cb);
    window.cancelAnimationFrame = (id) => void cancelled.push(id);
    try {
      const { result, rerender } = renderHook(({ v }) => useNextFrameValue(v), { initialProps: { v: 'a' } });
      expect(result.current).toBe('a');
      rerender({ v: 'b' });
      expect(result.current).toBe('a');
      rerender({ v: 'c' });
      expect(result.current).toBe('a');
      // The frame asked for 'b' was cancelled by the next value: only the last request brings a value.
      expect(frames).toHaveLength(2);
      expect(cancelled).toEqual([1]);
      act(() => frames[1]?.(0));
      await waitFor(() => expect(result.current).toBe('c'));
    } finally {
      [window.requestAnimationFrame, window.cancelAnimationFrame] = original;
    }
  });
});
