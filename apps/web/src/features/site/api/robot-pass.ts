import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/**
 * site.robotPass (spec §8 robot check page). The server answers need-safe until the request carries
 * a verify ticket, so the gateway client opens the security verification (spec §4) and retries with
 * the ticket; the answer clears this device of the robot check until `until`. Rejects when the
 * verification is closed unanswered (the gateway has shown its close-tip toast).
 */
export const passRobotCheck = () => callGateway(catalogue.site.robotPass, {});
