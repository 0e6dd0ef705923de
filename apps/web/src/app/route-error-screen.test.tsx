import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { initI18n } from '@/lib/i18n.ts';
import { CHUNK_RELOAD_KEY, isChunkLoadError, pageReloader } from '@/lib/chunk-reload.ts';
import { RouteErrorScreen } from './route-error-screen.tsx';

// A render error in one screen shows a Chinese error screen in that screen's place (the layout stays),
// with a retry; a chunk that failed to load (after a deploy) reloads the page once.
let storage: Map<string, string>;
let reload: ReturnType<typeof vi.fn<() => void>>;
let reachable: boolean;

beforeAll(async () => {
  await initI18n('zh-CN');
});
beforeEach(() => {
  storage = new Map();
  reload = vi.fn<() => void>();
  vi.spyOn(pageReloader, 'reload').mockImplementation(reload);
  reachable = true;
  vi.spyOn(pageReloader, 'reachable').mockImplementation(() => Promise.resolve(reachable));
  vi.spyOn(pageReloader, 'storage').mockReturnValue({
    getItem: (k) => storage.get(k) ?? null,
    setItem: (k, v) => void storage.set(k, v),
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Layout() {
  return (
    <>
      <nav aria-label="主导航">tabs</nav>
      <Suspense fallback={<p>loading</p>}>
        <Outlet />
      </Suspense>
    </>
  );
}

function renderRoutes(Screen: React.ComponentType) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        ErrorBoundary: RouteErrorScreen,
        children: [{ path: '/app/x', Component: Screen, ErrorBoundary: RouteErrorScreen }],
      },
    ],
    { initialEntries: ['/app/x'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/x-abc.js');

describe('route error boundary', () => {
  it('shows a Chinese error screen in the route’s place, keeps the layout, and retry renders again', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render failed');
      return <p>screen content</p>;
    }
    renderRoutes(Flaky);
    expect((await screen.findByRole('alert')).textContent).toContain('页面出错了');
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('screen content')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when a lazy chunk fails to load', async () => {
    const Gone = lazy(() => Promise.reject(chunkError()));
    renderRoutes(Gone);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(Number(storage.get(CHUNK_RELOAD_KEY))).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull(); // a loading state, not the error, until the reload
  });

  it('does not reload again right after such a reload: the error screen offers a reload instead', async () => {
    storage.set(CHUNK_RELOAD_KEY, String(Date.now() - 5_000));
    const Gone = lazy(() => Promise.reject(chunkError()));
    renderRoutes(Gone);
    expect((await screen.findByRole('alert')).textContent).toContain('网站刚刚更新');
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('does not reload when the page’s address does not answer: the error screen says the network is down', async () => {
    reachable = false;
    const Gone = lazy(() => Promise.reject(chunkError()));
    renderRoutes(Gone);
    expect((await screen.findByRole('alert')).textContent).toContain('网络连接异常');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await vi.waitFor(() => expect(pageReloader.reachable).toHaveBeenCalledTimes(2));
    expect(reload).not.toHaveBeenCalled();
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('tells chunk failures of Chromium, Firefox, Safari and Vite from other errors', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
