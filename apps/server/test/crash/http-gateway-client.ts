import type { z } from 'zod';
import {
  ErrorCode,
  HANDSHAKE_PATH,
  completeHandshake,
  createClientKeyPair,
  handshakeAnswer,
  openResponse,
  sealRequest,
  toWireHeaders,
  type CallDef,
  type EnvelopeSession,
} from '@arena/protocol';

/** An answer of the gateway, opened. */
export interface CallAnswer<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Thrown when no answer arrived (connection refused or cut): the call may or may not have run. */
export class NoAnswer extends Error {
  constructor(cause: unknown) {
    super(`no answer: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'NoAnswer';
  }
}

/**
 * A client of the real gateway over HTTP, as the web client talks to it (docs/protocol.md): one
 * handshake, then sealed requests and opened answers. The gateway keeps device keys in memory, so
 * after a restart the first call is refused as an unknown key; the client then shakes hands again
 * and sends the call once more, which is safe because a refused envelope ran nothing.
 */
export class HttpGatewayClient {
  #session: Promise<EnvelopeSession> | null = null;

  constructor(
    public baseUrl: string,
    private readonly deviceId = `crash-${Math.random().toString(36).slice(2, 10)}`,
  ) {}

  /** Points the client at another gateway (a restart on a new port); the next call shakes hands. */
  moveTo(baseUrl: string): void {
    this.baseUrl = baseUrl;
    this.#session = null;
  }

  async #handshake(): Promise<EnvelopeSession> {
    const pair = await createClientKeyPair();
    const res = await this.#fetch(HANDSHAKE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ publicKey: pair.publicKey }),
    });
    const body = (await res.json()) as { data: unknown };
    return completeHandshake(pair, handshakeAnswer.parse(body.data));
  }

  async #fetch(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
    } catch (err) {
      throw new NoAnswer(err);
    }
  }

  /** Calls one enveloped POST call of the catalogue. */
  async call<C extends CallDef, T = unknown>(
    call: C,
    input: z.input<C['input']>,
    token = '',
  ): Promise<CallAnswer<T>> {
    for (let attempt = 0; ; attempt++) {
      this.#session ??= this.#handshake();
      let session: EnvelopeSession;
      try {
        session = await this.#session;
      } catch (err) {
        this.#session = null;
        throw err instanceof NoAnswer ? err : new NoAnswer(err);
      }
      const sealed = await sealRequest({
        keys: session.keys,
        keyId: session.keyId,
        method: call.method,
        path: call.path,
        now: Date.now(),
        body: input,
      });
      const headers = toWireHeaders({
        siteId: '5000',
        clientType: 'web',
        version: '1.1.0',
        deviceId: this.deviceId,
        language: 'zh-CN',
        token,
        ...sealed.headers,
      });
      const res = await this.#fetch(call.path, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(sealed.body),
      });
      let wire: unknown;
      try {
        wire = await res.json();
      } catch (err) {
        throw new NoAnswer(err);
      }
      const plain = wire as { code?: number; t1?: number };
      if (plain.t1 !== 1 && plain.code === ErrorCode.envelopeUnknownKey && attempt === 0) {
        this.#session = null;
        continue;
      }
      if (plain.t1 !== 1) return wire as CallAnswer<T>;
      return (await openResponse(session.keys, wire, sealed.headers.nonce)) as CallAnswer<T>;
    }
  }

  /** A JSON POST outside the envelope (the game page's calls). */
  async plainPost<T = unknown>(path: string, body: unknown): Promise<CallAnswer<T>> {
    const res = await this.#fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    try {
      return (await res.json()) as CallAnswer<T>;
    } catch (err) {
      throw new NoAnswer(err);
    }
  }
}
