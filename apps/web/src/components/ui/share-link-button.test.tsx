import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@/lib/i18n.ts';
import { useToastStore } from './toast-store.ts';
import { ShareLinkButton } from './share-link-button.tsx';

const fetchShortUrl = vi.fn<(url: string) => Promise<string>>();
vi.mock('@/lib/short-url.ts', () => ({ fetchShortUrl: (url: string) => fetchShortUrl(url) }));

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

describe('share button (site.shortUrlGet)', () => {
  it('copies the short link of the given address and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    fetchShortUrl.mockResolvedValueOnce('http://arena.test/s/abc123');
    render(<ShareLinkButton url="http://arena.test/?i_code=A1" />);
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://arena.test/s/abc123'));
    expect(fetchShortUrl).toHaveBeenCalledWith('http://arena.test/?i_code=A1');
    await waitFor(() =>
      expect(useToastStore.getState().toasts.at(-1)?.text).toBe('链接已复制：http://arena.test/s/abc123'),
    );
  });

  it('copies nothing and shows an error when the short link fails', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    fetchShortUrl.mockRejectedValueOnce(new Error('forbidden'));
    render(<ShareLinkButton url="http://arena.test/x" />);
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.at(-1)?.text).toBe('短链接生成失败，请稍后重试'),
    );
    expect(writeText).not.toHaveBeenCalled();
  });
});
