import { ErrorCode, GatewayError } from '@arena/protocol';

/** Handlers throw the shared GatewayError (packages/protocol); these build the common ones. */
export { GatewayError };

export const badInput = (issues: unknown) =>
  new GatewayError(ErrorCode.badInput, 'invalid input', { issues });
export const loginRequired = () => new GatewayError(ErrorCode.loginRequired, 'login required');
export const notFound = (what: string) => new GatewayError(ErrorCode.notFound, `${what} not found`);
