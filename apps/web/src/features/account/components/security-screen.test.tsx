import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorCode, GatewayError, type CallDef } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { SecurityScreen } from './security-screen.tsx';
import { MEMBER_INFO, renderSignedIn, withFakeGateway } from './test-render.tsx';

vi.mock('@/lib/gateway/gateway-client.ts', () => ({ callGateway: vi.fn() }));
const gateway = vi.mocked(callGateway);

const ANSWERS: Record<string, unknown> = {
  'member.getMemberInfoForWeb': MEMBER_INFO,
  'member.withdrawPasswordGet': { isSet: false, lockedUntil: null },
  'member.realNameGet': { bound: false, maskedRealName: null },
  'member.nameModifyStatus': { status: 'none', submittedAt: null, remark: '' },
  'member.phoneModifyStatus': { status: 'none', submittedAt: null, remark: '' },
  'member.addressGet': { address: null },
  'member.realNameSet': { ok: true },
  'member.withdrawPasswordSet': { ok: true },
  'auth.sendCodeV3': { cooldownSeconds: 60, expiresInSeconds: 300 },
};

function fakeGateway(call: CallDef, input: unknown): Promise<unknown> {
  if (call.id === 'member.updateInfoValV5' && (input as { code: string }).code === '000000')
    return Promise.reject(new GatewayError(ErrorCode.verificationCode, '验证码错误', { field: 'code' }));
  return call.id in ANSWERS
    ? Promise.resolve(ANSWERS[call.id])
    : Promise.reject(new Error(`unexpected ${call.id}`));
}

const callsOf = (id: string) =>
  gateway.mock.calls.filter(([call]) => call.id === id).map(([, input]) => input);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true, selector: 'input' }), { target: { value } });

withFakeGateway(gateway, fakeGateway);

describe('security centre', () => {
  // spec §5 real-name rules, shown inline as the member types; nothing is sent while refused.
  it('shows the real-name rule inline, then binds a valid name', async () => {
    renderSignedIn('/app/me/security', <SecurityScreen />);
    const section = await screen.findByTestId('section-real-name');
    fireEvent.click(await within(section).findByRole('button', { name: '填写真实姓名' }));
    type('真实姓名', '张..三');
    expect(screen.getByTestId('real-name-message').textContent).toBe(
      '分隔符“.”或“·”只能单独使用，且不能位于首尾',
    );
    const submit = within(section).getByRole('button', { name: '确认绑定' });
    expect(submit).toHaveProperty('disabled', true);

    type('真实姓名', '张三');
    expect(screen.getByTestId('real-name-message').textContent).toBe('');
    fireEvent.click(submit);
    // The name cannot be changed afterwards, so it is confirmed before anything is sent.
    expect(screen.getByTestId('real-name-confirm').textContent).toContain('「张三」绑定后不能自行修改');
    expect(callsOf('member.realNameSet')).toEqual([]);
    fireEvent.click(within(section).getByRole('button', { name: '绑定此姓名' }));
    await waitFor(() => expect(callsOf('member.realNameSet')).toEqual([{ realName: '张三' }]));
  });

  // spec §5 "Withdraw password: six digits".
  it('sets a withdraw password of six digits with its confirmation', async () => {
    renderSignedIn('/app/me/security', <SecurityScreen />);
    await waitFor(() => expect(screen.getByTestId('withdraw-status').textContent).toBe('未设置'));
    fireEvent.click(screen.getByRole('button', { name: '设置取款密码' }));
    type('取款密码', '12345');
    expect(screen.getByTestId('withdraw-password-message').textContent).toBe('取款密码须为6位数字');
    type('取款密码', '123456');
    type('确认取款密码', '123465');
    expect(screen.getByTestId('withdraw-confirm-message').textContent).toBe('两次输入的密码不一致');
    type('确认取款密码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(callsOf('member.withdrawPasswordSet')).toEqual([{ password: '123456' }]));
  });

  it('sends an email code with the bind scene and puts a wrong code on the code field', async () => {
    ANSWERS['member.updateInfoValV5'] = { ok: true };
    renderSignedIn('/app/me/security', <SecurityScreen />);
    fireEvent.click(await screen.findByRole('button', { name: '绑定邮箱' }));
    const send = screen.getByTestId('email-code-send');
    expect(send).toHaveProperty('disabled', true);
    type('邮箱地址', 'me@example.com');
    fireEvent.click(send);
    await waitFor(() =>
      expect(callsOf('auth.sendCodeV3')).toEqual([
        { channel: 'email', target: 'me@example.com', scene: 'bindEmail' },
      ]),
    );
    await waitFor(() => expect(send.textContent).toMatch(/秒后重发$/));
    type('验证码', '000000');
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(screen.getByTestId('email-code-message').textContent).toBe('验证码错误'));
  });
});
