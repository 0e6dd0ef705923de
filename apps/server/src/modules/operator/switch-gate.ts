import { ErrorCode } from '@arena/protocol';
import { GatewayError } from '../../gateway/gateway-error.ts';
import type { GateRequest, GateVerdict } from '../../gateway/gateway-guards.ts';
import type { OperatorSwitches, SwitchBoard } from './operator-switches.ts';
import { msg } from '../../gateway/user-messages.ts';

/** Calls the §4/§8 flows themselves need: never gated, or a blocked client could not even verify. */
const INFRASTRUCTURE = new Set([
  'auth.captchaExRegister',
  'auth.captchaExGet',
  'auth.captchaExCheck',
  'auth.icVerify',
  'auth.geetestRegister',
  'auth.geetestValidate',
  'site.captchaImage',
  'site.lineConfigList',
  'site.robotPass',
  'time.systemTimeGet',
  'tracking.clickReport',
]);

/** Still answered under maintenance or an access caveat: what /cs and the maintenance page show (spec §8). */
const REACHABLE_UNDER_MAINTENANCE = new Set([
  'site.customerServiceUrlGet',
  'site.eChatGet',
  'site.maintenanceGet',
  'support.state',
  'support.lines',
  'support.send',
  'support.leaveMessage',
]);

/** The per-info call: the only one that answers "system maintenance" (spec §8). */
const PER_INFO = 'site.perInfoV5Get';

const applies = (calls: readonly string[], id: string) => calls.length === 0 || calls.includes(id);

/**
 * Decides whether the operator switches stop a call, and with which §8 answer. Pure: the gateway asks
 * it (through {@link switchGate}) after the envelope opened and before the handler runs. `null` means
 * go on.
 */
export function gateCall(s: OperatorSwitches, r: GateRequest, robotCleared = false): GatewayError | null {
  if (INFRASTRUCTURE.has(r.callId)) return null;
  if (s.ipBlock.on && s.ipBlock.ips.includes(r.ip))
    return new GatewayError(ErrorCode.ipBlocked, msg('operator.ipBlocked'));
  if (s.deviceBlock.on && r.deviceId && s.deviceBlock.devices.includes(r.deviceId))
    return new GatewayError(ErrorCode.deviceBlocked, msg('operator.deviceBlocked'));
  if (s.accessRestriction.on)
    return new GatewayError(ErrorCode.accessRestricted, msg('operator.regionRestricted'));
  if (!REACHABLE_UNDER_MAINTENANCE.has(r.callId)) {
    if (s.maintenance.on) {
      const data = { status: s.maintenance.status, message: s.maintenance.message };
      return r.callId === PER_INFO
        ? new GatewayError(
            ErrorCode.systemMaintenance,
            s.maintenance.message || msg('operator.maintenance'),
            data,
          )
        : new GatewayError(
            ErrorCode.accessCaveat,
            s.maintenance.message || msg('operator.maintenanceCaveat'),
            data,
          );
    }
    if (s.accessCaveat.on)
      return new GatewayError(
        ErrorCode.accessCaveat,
        s.accessCaveat.message || msg('operator.accessCaveat'),
        {
          status: 1,
          message: s.accessCaveat.message,
        },
      );
  }
  if (s.tooManyVisitors.on)
    return new GatewayError(ErrorCode.tooManyVisitors, 'Current visiting users too many');
  if (s.rateLimit.on && applies(s.rateLimit.calls, r.callId))
    return new GatewayError(s.rateLimit.code, 'rate limited');
  if (robotAsked(s, r.callId) && !robotCleared)
    return new GatewayError(ErrorCode.robotCheck, 'robot check needed');
  if (s.degraded.on && applies(s.degraded.calls, r.callId))
    return new GatewayError(ErrorCode.degraded, 'interface degraded');
  if (s.verification.on && applies(s.verification.calls, r.callId) && !r.verified)
    return new GatewayError(ErrorCode.needSafe, msg('common.needSafe'), { imageCode: 1, afs: 1, anji: 1 });
  return null;
}

/** Milliseconds to hold this call before answering (operator `delay` switch). */
export function delayFor(s: OperatorSwitches, callId: string): number {
  return s.delay.ms > 0 && !INFRASTRUCTURE.has(callId) && applies(s.delay.calls, callId) ? s.delay.ms : 0;
}

/** Whether the robot-check switch asks this call for the check (spec §8). */
const robotAsked = (s: OperatorSwitches, callId: string) =>
  s.robotCheck.on && !INFRASTRUCTURE.has(callId) && applies(s.robotCheck.calls, callId);

/**
 * The gateway's switch guard: the board's current switches judged by {@link gateCall} and {@link delayFor}.
 * `robotCleared` says whether a client passed the robot check page lately (robot-clearance-repository.ts);
 * it is asked only while the robot-check switch applies to the call.
 */
export function switchGate(
  board: SwitchBoard,
  robotCleared: (request: GateRequest) => Promise<boolean> = () => Promise.resolve(false),
): (request: GateRequest) => Promise<GateVerdict> {
  return async (request) => {
    const switches = await board.get();
    const cleared = robotAsked(switches, request.callId) ? await robotCleared(request) : false;
    const stop = gateCall(switches, request, cleared);
    return { stop, holdMs: stop ? 0 : delayFor(switches, request.callId) };
  };
}
