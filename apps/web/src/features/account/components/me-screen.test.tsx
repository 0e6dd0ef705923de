import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CallDef } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { initI18n } from '@/lib/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { MeScreen } from './me-screen.tsx';
import { MEMBER_INFO, renderSignedIn } from './test-render.tsx';

vi.mock('@/lib/gateway/gateway-client.ts', () => ({ callGateway: vi.fn() }));
const gateway = vi.mocked(callGateway);

const NOTICES = {
  list: [
    { id: 'n2', title: '新设备登录', content: '您的账号在新设备登录', createdAt: 2, acknowledged: false },
    { id: 'n1', title: '新设备登录', content: '旧的', createdAt: 1, acknowledged: true },
  ],
};

function fakeGateway(call: CallDef): Promise<unknown> {
  if (call.id === 'member.getMemberInfoForWeb') return Promise.resolve(MEMBER_INFO);
  if (call.id === 'auth.securityNoticeList') return Promise.resolve(NOTICES);
  if (call.id === 'member.updateNickName') return Promise.resolve({ ok: true });
  return Promise.reject(new Error(`unexpected ${call.id}`));
}

beforeAll(async () => {
  await initI18n('zh-CN');
});
beforeEach(() => {
  gateway.mockImplementation(fakeGateway);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  gateway.mockReset();
  useSession.getState().clear();
});

describe('me screen', () => {
  it('shows the profile: nickname, VIP level, balance in yuan, masked phone, unbound email', async () => {
    renderSignedIn('/app/me', <MeScreen />);
    // The stored session user names the member before the profile arrives.
    expect(screen.getByTestId('me-name').textContent).toBe('账号：player01');
    await waitFor(() => expect(screen.getByTestId('me-nickname').textContent).toBe('小明'));
    expect(screen.getByTestId('me-vip').textContent).toBe('VIP3');
    expect(screen.getByTestId('me-balance').textContent).toBe('12,345.67');
    expect(screen.getByTestId('me-phone').textContent).toBe('139****5678');
    expect(screen.getByTestId('me-email').textContent).toBe('未绑定');
  });

  it('hides the balance on request and remembers it', async () => {
    renderSignedIn('/app/me', <MeScreen />);
    fireEvent.click(await screen.findByRole('button', { name: '隐藏余额' }));
    expect(screen.getByTestId('me-balance').textContent).toBe('****');
    expect(localStorage.getItem('arena-balance-hidden')).toBe('1');
  });

  it('prompts for unacknowledged security notices and counts them on the entry', async () => {
    renderSignedIn('/app/me', <MeScreen />);
    expect((await screen.findByTestId('me-notice-prompt')).textContent).toContain(
      '您有 1 条未确认的安全提醒',
    );
    expect(within(screen.getByTestId('me-notice-badge')).getByText('1')).toBeTruthy();
  });

  it('edits the nickname in a dialog with the length rule', async () => {
    renderSignedIn('/app/me', <MeScreen />);
    fireEvent.click(await screen.findByTestId('me-edit-nickname'));
    const input = screen.getByLabelText('昵称', { exact: true });
    fireEvent.change(input, { target: { value: '长'.repeat(21) } });
    expect(screen.getByTestId('nickname-message').textContent).toBe('昵称最多20个字');
    fireEvent.change(input, { target: { value: ' 新昵称 ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(gateway.mock.calls.filter(([c]) => c.id === 'member.updateNickName').map(([, i]) => i)).toEqual([
        { nickName: '新昵称' },
      ]),
    );
    await waitFor(() => expect(useSession.getState().user?.nickName).toBe('新昵称'));
  });
});
