import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { scrollTargetFor, useScrollMemory } from './scroll-memory.ts';

function Shell() {
  useScrollMemory();
  return <Outlet />;
}

/** jsdom does not scroll: a window whose scrollY follows scrollTo and the "user". */
function fakeWindowScroll() {
  let y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  const scrollTo = vi.fn((_x: number, top: number) => {
    y = top;
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  const userScrolls = (top: number) => {
    y = top;
    window.dispatchEvent(new Event('scroll'));
  };
  return { scrollTo, userScrolls };
}

afterEach(cleanup);

describe('scroll memory', () => {
  it('starts a new screen at the top and restores the list position on back', async () => {
    const { scrollTo, userScrolls } = fakeWindowScroll();
    const router = createMemoryRouter(
      [
        {
          element: <Shell />,
          children: [
            { path: '/app/live', element: <p>list</p> },
            { path: '/app/live/room/:id', element: <p>room</p> },
          ],
        },
      ],
      { initialEntries: ['/app/live'] },
    );
    render(<RouterProvider router={router} />);
    userScrolls(1200);
    scrollTo.mockClear();

    await act(() => router.navigate('/app/live/room/7'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    userScrolls(300);

    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('decides the target by how the screen was reached', () => {
    expect(scrollTargetFor('PUSH', 'new', '')).toBe(0);
    expect(scrollTargetFor('REPLACE', 'new', '')).toBe(0);
    expect(scrollTargetFor('POP', 'never-seen', '')).toBe(0);
    expect(scrollTargetFor('PUSH', 'new', '#download')).toBeNull();
  });
});
