import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@arena/protocol';
import { classifyLineError } from '@arena/domain';
import { applyFailure, resetFailureEffects, type EffectDeps } from './failure-effects.ts';
import { caveatTarget, decideFailure, lineErrorCode, type FailureAction } from './failure-policy.ts';

const ctx = (over: Partial<{ callId: string; message: string; data: unknown }> = {}) => ({
  callId: 'site.configInfoV1Get',
  message: '服务器消息',
  data: null,
  ...over,
});

function fakeDeps(path = '/app/home', goFlag = false) {
  let clock = 10_000;
  const deps = {
    t: (key: string) => `t:${key}`,
    toast: vi.fn(),
    alert: vi.fn(),
    navigate: vi.fn(),
    path: () => path,
    goFlag: () => goFlag,
    endSession: vi.fn(),
    emit: vi.fn(),
    now: () => clock,
  } satisfies EffectDeps;
  return { deps, advance: (ms: number) => (clock += ms) };
}

const run = (action: FailureAction, path?: string, goFlag?: boolean) => {
  const { deps } = fakeDeps(path, goFlag);
  const to = applyFailure(action, deps);
  return { deps, to };
};

beforeEach(() => resetFailureEffects());

// spec §8, one test per row of the error catalogue.
describe('spec §8 error catalogue', () => {
  it('too many visitors: toast with the too-many-visitors message', () => {
    const action = decideFailure(ErrorCode.tooManyVisitors, ctx());
    expect(action).toEqual({ kind: 'toast', key: 'gateway.tooManyVisitors' });
    const { deps } = run(action);
    expect(deps.toast).toHaveBeenCalledWith('t:gateway.tooManyVisitors', { kind: 'error' });
  });

  it('login required: warm-reminder prompt with one OK to /login (fromPage), and the toast', () => {
    const action = decideFailure(ErrorCode.loginRequired, ctx());
    expect(action.kind).toBe('login-required');
    const { deps } = run(action, '/app/me');
    expect(deps.toast).toHaveBeenCalledWith('t:gateway.loginToast', { kind: 'info' });
    const prompt = deps.alert.mock.calls[0]?.[0] as {
      title: string;
      message: string;
      cancelLabel?: string;
      onOk: () => void;
    };
    expect(prompt.title).toBe('t:gateway.warmReminder');
    expect(prompt.message).toBe('t:gateway.loginFirst');
    expect(prompt.cancelLabel).toBeUndefined();
    prompt.onOk();
    expect(deps.navigate).toHaveBeenCalledWith('/login?fromPage=%2Fapp%2Fme');
  });

  it('401: fires the logout event and nothing else', () => {
    const action = decideFailure(ErrorCode.unauthorized, ctx());
    const { deps } = run(action);
    expect(deps.emit).toHaveBeenCalledWith('arena:logout');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('10409: verification code error', () => {
    expect(decideFailure(10409, ctx())).toEqual({ kind: 'toast', key: 'gateway.verificationCode' });
  });

  it('10402 and 10403 are ignored: no toast, alert or navigation', () => {
    for (const code of [10402, 10403]) {
      const action = decideFailure(code, ctx());
      expect(action).toEqual({ kind: 'ignore' });
      const { deps, to } = run(action);
      expect(to).toBeNull();
      expect(deps.toast).not.toHaveBeenCalled();
      expect(deps.alert).not.toHaveBeenCalled();
    }
  });

  it('robot check: jumps to the check page and shows the generic error', () => {
    const action = decideFailure(ErrorCode.robotCheck, ctx({ data: { reason: 'bot' } }));
    const { deps, to } = run(action);
    expect(to).toBe('/robot-check');
    expect(deps.navigate).toHaveBeenCalledWith('/robot-check', {
      state: { robotCheck: true, reason: 'bot', from: '/app/home' },
    });
    expect(deps.toast).toHaveBeenCalledWith('t:gateway.generic', { kind: 'error' });
  });

  it('rate limiting (three codes) and interface degrade: the generic error message', () => {
    for (const code of [
      ErrorCode.rateLimitedIp,
      ErrorCode.rateLimitedMember,
      ErrorCode.rateLimitedCall,
      ErrorCode.degraded,
    ]) {
      expect(decideFailure(code, ctx())).toEqual({ kind: 'toast', key: 'gateway.generic' });
    }
  });

  it('auth error, login elsewhere, account block, password change: end the session, alert the server message, /login', () => {
    for (const code of [
      ErrorCode.authError,
      ErrorCode.loginElsewhere,
      ErrorCode.accountBlocked,
      ErrorCode.passwordChanged,
    ]) {
      const action = decideFailure(code, ctx({ message: '您的账号已在别处登录' }));
      const { deps, to } = run(action);
      expect(to).toBe('/login');
      expect(deps.endSession).toHaveBeenCalledTimes(1);
      expect(deps.alert).toHaveBeenCalledWith(expect.objectContaining({ message: '您的账号已在别处登录' }));
      expect(deps.navigate).toHaveBeenCalledWith('/login', { replace: true });
    }
  });

  it('IP or device block: the same, de-duplicated for 700 ms', () => {
    const { deps, advance } = fakeDeps();
    const action = decideFailure(ErrorCode.ipBlocked, ctx());
    expect(applyFailure(action, deps)).toBe('/login');
    advance(699);
    expect(applyFailure(decideFailure(ErrorCode.deviceBlocked, ctx()), deps)).toBeNull();
    expect(deps.alert).toHaveBeenCalledTimes(1);
    advance(1);
    expect(applyFailure(action, deps)).toBe('/login');
    expect(deps.alert).toHaveBeenCalledTimes(2);
  });

  it('access caveat: status 0 → /maintenance, other → /access-alert with the data; not with the go flag or on /cs', () => {
    const maintenance = decideFailure(ErrorCode.accessCaveat, ctx({ data: { status: 0, message: 'm' } }));
    expect(run(maintenance).to).toBe('/maintenance');
    const alert = decideFailure(ErrorCode.accessCaveat, ctx({ data: { status: 1, message: 'a' } }));
    const { deps, to } = run(alert);
    expect(to).toBe('/access-alert');
    expect(deps.navigate).toHaveBeenCalledWith('/access-alert', {
      state: { status: 1, message: 'a' },
      replace: true,
    });
    expect(run(alert, '/cs').to).toBeNull();
    expect(run(alert, '/app/home', true).to).toBeNull();
    expect(caveatTarget(undefined)).toBe('access-alert');
  });

  it('access restriction: clears the session and goes to /access-restriction', () => {
    const { deps, to } = run(decideFailure(ErrorCode.accessRestricted, ctx()));
    expect(to).toBe('/access-restriction');
    expect(deps.endSession).toHaveBeenCalled();
  });

  it('system maintenance: /maintenance only for the per-info call', () => {
    const perInfo = run(
      decideFailure(
        ErrorCode.systemMaintenance,
        ctx({ callId: 'site.perInfoV5Get', data: { status: 0, message: 'm' } }),
      ),
    );
    expect(perInfo.to).toBe('/maintenance');
    expect(perInfo.deps.navigate).toHaveBeenCalledWith('/maintenance', {
      state: { status: 0, message: 'm' },
      replace: true,
    });
    expect(decideFailure(ErrorCode.systemMaintenance, ctx())).toEqual({
      kind: 'toast',
      key: 'gateway.generic',
    });
  });

  it('timeout: toast for 1.5 s; other network errors: toast with the HTTP status for 1 s', () => {
    const timeout = run({ kind: 'toast', key: 'gateway.timeout', durationMs: 1500 });
    expect(timeout.deps.toast).toHaveBeenCalledWith('t:gateway.timeout', { kind: 'error', durationMs: 1500 });
    const network = run({ kind: 'toast', key: 'gateway.networkError', durationMs: 1000, suffix: ' (502)' });
    expect(network.deps.toast).toHaveBeenCalledWith('t:gateway.networkError (502)', {
      kind: 'error',
      durationMs: 1000,
    });
  });

  it('credentials off, line errors: 1000023 below the stored threshold, 1000022 at it', () => {
    expect(lineErrorCode(1, 3)).toBe(1000023);
    expect(lineErrorCode(2, 3)).toBe(1000023);
    expect(lineErrorCode(3, 3)).toBe(1000022);
  });

  // spec §8: one definition of the line-error rule, shared with @arena/domain.
  it('decides line errors exactly as the domain rule does', () => {
    for (let threshold = 1; threshold <= 6; threshold += 1)
      for (let failures = 0; failures <= 10; failures += 1)
        expect(lineErrorCode(failures, threshold)).toBe(ErrorCode[classifyLineError(failures, threshold)]);
  });

  it('activity blacklist: warm-tip alert whose OK returns to /app/home', () => {
    const { deps } = run(decideFailure(ErrorCode.activityBlacklist, ctx({ message: '您暂无活动资格' })));
    const prompt = deps.alert.mock.calls[0]?.[0] as { title: string; message: string; onOk: () => void };
    expect(prompt).toMatchObject({ title: 't:gateway.warmTip', message: '您暂无活动资格' });
    prompt.onOk();
    expect(deps.navigate).toHaveBeenCalledWith('/app/home');
  });

  it('leaves other codes to the caller (form errors, domain failures)', () => {
    expect(decideFailure(ErrorCode.badInput, ctx())).toEqual({ kind: 'caller' });
    expect(decideFailure(ErrorCode.badCredentials, ctx())).toEqual({ kind: 'caller' });
    expect(decideFailure(ErrorCode.insufficientBalance, ctx())).toEqual({ kind: 'caller' });
  });
});
