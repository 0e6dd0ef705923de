import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CallDef } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { AvatarScreen } from './avatar-screen.tsx';
import { renderSignedIn, withFakeGateway } from './test-render.tsx';

vi.mock('@/lib/gateway/gateway-client.ts', () => ({ callGateway: vi.fn() }));
const gateway = vi.mocked(callGateway);

const LIST = {
  list: [
    { avatarId: 'stock-1', url: '/media/avatar/stock-1', custom: false, inUse: true },
    { avatarId: 'up-9', url: '/media/avatar/up-9', custom: true, inUse: false },
  ],
};

function fakeGateway(call: CallDef): Promise<unknown> {
  if (call.id === 'member.avatarList') return Promise.resolve(LIST);
  if (call.id === 'member.avatarInsert')
    return Promise.resolve({ avatarId: 'up-10', url: '/media/avatar/up-10' });
  if (call.id === 'member.avatarUpdate' || call.id === 'member.avatarDelete')
    return Promise.resolve({ ok: true });
  return Promise.reject(new Error(`unexpected ${call.id}`));
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const pick = (file: File) =>
  fireEvent.change(screen.getByTestId('avatar-file'), { target: { files: [file] } });
const callsOf = (id: string) =>
  gateway.mock.calls.filter(([call]) => call.id === id).map(([, input]) => input);

withFakeGateway(gateway, fakeGateway);

describe('avatar screen', () => {
  it('refuses a GIF and a file over 2 MB in Chinese before sending anything', async () => {
    renderSignedIn('/app/me/avatar', <AvatarScreen />);
    await screen.findByTestId('avatar-grid');
    pick(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    await waitFor(() =>
      expect(screen.getByTestId('avatar-upload-error').textContent).toBe(
        '仅支持 PNG、JPEG 或 WebP 格式的图片',
      ),
    );
    pick(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByTestId('avatar-upload-error').textContent).toBe('图片不能超过 2MB'),
    );
    expect(callsOf('member.avatarInsert')).toEqual([]);
  });

  it('uploads a PNG as a data URL', async () => {
    renderSignedIn('/app/me/avatar', <AvatarScreen />);
    await screen.findByTestId('avatar-grid');
    pick(new File([PNG], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(callsOf('member.avatarInsert')).toHaveLength(1));
    expect(callsOf('member.avatarInsert')[0]).toEqual({
      image: `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`,
    });
  });

  it('uses another avatar and deletes an uploaded one after confirming', async () => {
    renderSignedIn('/app/me/avatar', <AvatarScreen />);
    fireEvent.click(await screen.findByRole('button', { name: '使用 头像 2' }));
    await waitFor(() => expect(callsOf('member.avatarUpdate')).toEqual([{ avatarId: 'up-9' }]));
    fireEvent.click(screen.getByRole('button', { name: '删除 头像 2' }));
    fireEvent.click(screen.getByRole('dialog').querySelector('.btn-primary')!);
    await waitFor(() => expect(callsOf('member.avatarDelete')).toEqual([{ avatarId: 'up-9' }]));
  });
});
