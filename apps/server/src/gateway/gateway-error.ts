import { ErrorCode, GatewayError } from '@arena/protocol';
import { msg } from './user-messages.ts';

/** Handlers throw the shared GatewayError (packages/protocol); these build the common ones. */
export { GatewayError };

export const badInput = (issues: unknown) =>
  new GatewayError(ErrorCode.badInput, msg('gateway.badInput'), { issues });
export const loginRequired = () => new GatewayError(ErrorCode.loginRequired, 'login required');
export const notFound = (what: string) => new GatewayError(ErrorCode.notFound, `${what} not found`);
