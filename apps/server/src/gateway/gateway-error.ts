import { ErrorCode } from '@arena/protocol';

/** A failure a handler reports to the client as `{ code, msg, data }` (spec §8). */
export class GatewayError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export const badInput = (issues: unknown) =>
  new GatewayError(ErrorCode.badInput, 'invalid input', { issues });
export const loginRequired = () => new GatewayError(ErrorCode.loginRequired, 'login required');
export const notFound = (what: string) => new GatewayError(ErrorCode.notFound, `${what} not found`);
