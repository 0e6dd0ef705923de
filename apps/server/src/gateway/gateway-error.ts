import { ErrorCode, GatewayError } from '@arena/protocol';

/** Handlers throw the shared GatewayError (packages/protocol); these build the common ones. */
export { GatewayError };

export const badInput = (issues: unknown) =>
  new GatewayError(ErrorCode.badInput, '提交的内容有误，请检查后重试', { issues });
export const loginRequired = () => new GatewayError(ErrorCode.loginRequired, 'login required');
export const notFound = (what: string) => new GatewayError(ErrorCode.notFound, `${what} not found`);
