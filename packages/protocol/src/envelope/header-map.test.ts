import { describe, expect, it } from 'vitest';
import {
  CLIENT_VERSION,
  LOGICAL_HEADERS,
  WIRE_HEADER_NAMES,
  fromWireHeaders,
  toWireHeaders,
} from './header-map.ts';
import type { LogicalHeaders } from './header-map.ts';

// spec §7: "Headers are renamed to obfuscated names"; one table for client and server.
describe('header map', () => {
  const logical: LogicalHeaders = {
    siteId: '5000',
    clientType: 'h5',
    version: CLIENT_VERSION,
    token: 'tok-123',
    deviceId: 'dev-1',
    signature: 'sig',
    language: 'zh-CN',
    timestamp: '1760000000000',
    nonce: 'n',
    keyId: 'k',
    idempotencyKey: 'idem',
    verifyToken: 'vt',
  };

  it('round-trips every logical header through the wire names', () => {
    const wire = toWireHeaders(logical);
    const headers = new Headers(wire);
    expect(fromWireHeaders((name) => headers.get(name))).toEqual(logical);
  });

  it('puts no logical name on the wire', () => {
    const wire = toWireHeaders(logical);
    const names = Object.keys(wire);
    expect(names).toHaveLength(Object.keys(LOGICAL_HEADERS).length);
    for (const name of Object.keys(LOGICAL_HEADERS)) {
      expect(names.some((wireName) => wireName.toLowerCase().includes(name.toLowerCase()))).toBe(false);
    }
    expect(names.every((name) => /^x-q[0-9a-z]$/.test(name))).toBe(true);
  });

  it('maps each logical name to a distinct lowercase wire name', () => {
    expect(new Set(WIRE_HEADER_NAMES).size).toBe(WIRE_HEADER_NAMES.length);
    expect(WIRE_HEADER_NAMES.every((name) => name === name.toLowerCase())).toBe(true);
  });

  it('sends a blanked token as an empty header and omits absent ones', () => {
    // spec §7: the token header is blanked for login, banner list and personal-info get.
    expect(toWireHeaders({ token: '', language: 'zh-CN' })).toEqual({ 'x-q4': '', 'x-q7': 'zh-CN' });
  });

  it('reads Node-style header records, taking the first of repeated values', () => {
    const record: Record<string, string | string[] | undefined> = { 'x-q1': '5000', 'x-q9': ['a', 'b'] };
    expect(fromWireHeaders((name) => record[name])).toEqual({ siteId: '5000', nonce: 'a' });
  });

  it('sends client version 1.1.0', () => {
    // spec §9: "Client version 1.1.0".
    expect(CLIENT_VERSION).toBe('1.1.0');
  });
});
