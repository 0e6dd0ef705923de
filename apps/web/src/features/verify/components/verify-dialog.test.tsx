import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_VERIFY_TYPES } from '@arena/domain';
import { ErrorCode, LOGICAL_HEADERS, type CallDef, GatewayError } from '@arena/protocol';
import { initI18n } from '@/lib/i18n.ts';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { requestVerification } from '../stores/verify-store.ts';
import { VerifyHost } from './verify-host.tsx';

vi.mock('@/lib/gateway/gateway-client.ts', () => ({ callGateway: vi.fn() }));

const svg = (w: number, h: number) =>
  btoa(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"/>`);
const IMAGE_CODE = 'AK7E';
const GAP_X = 120;
const CLICKS = [
  { x: 40, y: 30 },
  { x: 200, y: 90 },
  { x: 150, y: 120 },
];

/** A stand-in gateway: answers the verification calls as the server would, for one challenge. */
function fakeGateway(call: CallDef, input: unknown, opts?: { onHeaders?: (h: Headers) => void }) {
  const body = input as Record<string, string>;
  const grant = (passed: boolean, ticket: string) => {
    if (!passed)
      throw new GatewayError(ErrorCode.verificationCode, '验证码错误', { reason: 'wrong', remaining: 4 });
    opts?.onHeaders?.(new Headers({ [LOGICAL_HEADERS.verifyToken]: ticket }));
    return { passed: true };
  };
  switch (call.id) {
    case 'auth.captchaExRegister':
      return Promise.resolve({ captchaId: 'challenge-1', image: 1, afs: 1, anji: 1 });
    case 'site.captchaImage':
      return Promise.resolve(new Blob([atob(svg(120, 40))], { type: 'image/svg+xml' }));
    case 'auth.captchaExGet':
      return Promise.resolve({
        token: 'tok',
        secretKey: '',
        originalImageBase64: svg(310, 155),
        jigsawImageBase64: body.captchaType === 'blockPuzzle' ? svg(50, 155) : null,
        wordList: body.captchaType === 'clickWord' ? ['天', '地', '日'] : null,
      });
    case 'auth.captchaExCheck': {
      if (body.captchaType === 'clickWord') {
        const passed = body.pointJson === JSON.stringify(CLICKS);
        return Promise.resolve({ passed, captchaVerification: passed ? 'click-pass' : '' });
      }
      const { x } = JSON.parse(body.pointJson ?? '{}') as { x: number };
      return Promise.resolve({ passed: x === GAP_X, captchaVerification: 'slider-pass' });
    }
    case 'auth.icVerify':
      return Promise.resolve().then(() =>
        body.type === 'image'
          ? grant(body.ticket === IMAGE_CODE, 'ticket-image')
          : grant(body.ticket === `${body.type === 'afs' ? 'slider' : 'click'}-pass`, `ticket-${body.type}`),
      );
    default:
      return Promise.reject(new Error(`unexpected call ${call.id}`));
  }
}

function renderHost() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VerifyHost />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('zh-CN');
  vi.mocked(callGateway).mockImplementation(fakeGateway);
});
afterEach(() => cleanup());

describe('verification dialog (spec §4)', () => {
  it('shows a wrong code inline in Chinese, then resolves with the ticket of the x-qc header', async () => {
    renderHost();
    let result: unknown;
    act(() => {
      void requestVerification(DEFAULT_VERIFY_TYPES).then((r) => (result = r));
    });
    const input = await screen.findByTestId('verify-image-input', {}, { timeout: 2000 });
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    await screen.findByTestId('verify-image');

    fireEvent.change(input, { target: { value: 'ak7f' } });
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('验证码错误，请重新输入'));
    expect(screen.getByRole('alert').textContent).toContain('还可尝试 4 次');
    expect(result).toBeUndefined();

    fireEvent.change(screen.getByTestId('verify-image-input'), { target: { value: 'ak7e' } });
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(result).toEqual({ captchaVerification: 'ticket-image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('solves the slider from the keyboard: arrows move it, Enter submits', async () => {
    renderHost();
    let result: unknown;
    act(() => {
      void requestVerification(DEFAULT_VERIFY_TYPES).then((r) => (result = r));
    });
    fireEvent.click(await screen.findByRole('tab', { name: '滑动拼图' }, { timeout: 2000 }));
    const handle = await screen.findByRole('slider', { name: '拼图滑块' });
    expect(handle.getAttribute('aria-valuemax')).toBe('260');
    fireEvent.keyDown(handle, { key: 'End' });
    expect(handle.getAttribute('aria-valuenow')).toBe('260');
    fireEvent.keyDown(handle, { key: 'Home' });
    for (let i = 0; i < 12; i++) fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    expect(handle.getAttribute('aria-valuenow')).toBe(String(GAP_X));
    fireEvent.keyDown(handle, { key: 'Enter' });
    await waitFor(() => expect(result).toEqual({ captchaVerification: 'ticket-afs' }));
  });

  it('sends the click-word clicks in order, in picture pixels', async () => {
    renderHost();
    let result: unknown;
    act(() => {
      void requestVerification(DEFAULT_VERIFY_TYPES).then((r) => (result = r));
    });
    fireEvent.click(await screen.findByRole('tab', { name: '文字点选' }, { timeout: 2000 }));
    const picture = await screen.findByTestId('verify-click-picture');
    expect(screen.getByText(/请依次点击/).textContent).toContain('“天” “地” “日”');
    for (const c of CLICKS) fireEvent.click(picture, { clientX: c.x, clientY: c.y });
    expect(screen.getByText('已点选 3/3')).toBeTruthy();
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(result).toEqual({ captchaVerification: 'ticket-anji' }));
  });

  it('resolves with null when the member closes it', async () => {
    renderHost();
    let result: unknown;
    act(() => {
      void requestVerification(DEFAULT_VERIFY_TYPES).then((r) => (result = r));
    });
    fireEvent.click(await screen.findByTestId('verify-close', {}, { timeout: 2000 }));
    await waitFor(() => expect(result).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
