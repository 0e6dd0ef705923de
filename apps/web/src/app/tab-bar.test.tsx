import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { initI18n } from '@/lib/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { TabBar } from './tab-bar.tsx';

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <TabBar /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(async () => {
  await initI18n('zh-CN');
});
afterEach(() => cleanup());

// spec §2 (the tab roots); docs/perf.md "Live list": the tap navigates in the next task.
describe('TabBar', () => {
  it('navigates after the tap, not inside it', async () => {
    const router = renderAt(paths.home);
    const live = screen.getByTestId('tab-live');
    const click = fireEvent.click(live);
    expect(click).toBe(false); // the link's default was taken over
    expect(router.state.location.pathname).toBe(paths.home); // not yet: the next task navigates
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.live));
    expect(router.state.historyAction).toBe('PUSH');
    expect(live.getAttribute('aria-current')).toBe('page');
  });

  it('replaces the entry when the tab tapped is the page shown', async () => {
    const router = renderAt(paths.live);
    const key = router.state.location.key;
    fireEvent.click(screen.getByTestId('tab-live'));
    await waitFor(() => expect(router.state.location.key).not.toBe(key));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe(paths.live);
  });

  it('leaves a modified click (new tab or window) to the browser', async () => {
    const router = renderAt(paths.home);
    // Seen last, after React's handlers: was the default left alone? (Then stopped: jsdom cannot open tabs.)
    const leftAlone: boolean[] = [];
    const last = (e: Event) => {
      leftAlone.push(!e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('click', last);
    try {
      for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
        fireEvent.click(screen.getByTestId('tab-games'), modifier);
    } finally {
      window.removeEventListener('click', last);
    }
    expect(leftAlone).toEqual([true, true, true, true]);
    await new Promise((r) => setTimeout(r, 20));
    expect(router.state.location.pathname).toBe(paths.home);
  });
});
