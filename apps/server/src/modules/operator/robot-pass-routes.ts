import type { FastifyInstance } from 'fastify';
import { DEFAULT_VERIFY_TYPES } from '@arena/domain';
import { ErrorCode, catalogue } from '@arena/protocol';
import { GatewayError } from '../../gateway/gateway-error.ts';
import { registerCall } from '../../gateway/register-call.ts';
import { clientKeyOf, grantRobotClearance } from './robot-clearance-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/**
 * The robot check page's call (spec §8 "Robot check needed | Jump to a check page"). Unverified, it
 * answers need-safe, so the client opens the security verification (spec §4) and retries with the
 * ticket merged; the gateway spends that ticket (single use, two minutes) before this handler runs.
 * Verified, it clears this device of the operator's robot-check switch (switch-gate.ts).
 */
export function registerRobotPassRoutes(app: FastifyInstance): void {
  registerCall(app, catalogue.site.robotPass, async (_input, { req, headers, verified }) => {
    if (!verified)
      throw new GatewayError(ErrorCode.needSafe, msg('common.needSafe'), { ...DEFAULT_VERIFY_TYPES });
    const until = await grantRobotClearance(
      app.db,
      clientKeyOf({ ip: req.ip, deviceId: headers.deviceId }),
      app.now(),
    );
    return { passed: true as const, until };
  });
}
