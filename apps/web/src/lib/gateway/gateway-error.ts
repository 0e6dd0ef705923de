/** A failed gateway call: the server's code and message, or a client-side code (spec §8). */
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
