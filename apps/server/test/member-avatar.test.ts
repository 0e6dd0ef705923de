import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue, type MemberInfo } from '@arena/protocol';
import { AVATAR_MAX_BYTES, AVATAR_MAX_PER_MEMBER } from '../src/modules/member/avatar-service.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { memberRow, newMember, type TestMember } from './member-helpers.ts';

const m = catalogue.member;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// Smallest real files of each type (1×1 PNG; JPEG and WebP headers are what the sniffer reads).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14, 0),
]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

async function avatarCount(member: TestMember): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    'select count(*)::int as n from member_avatar where member_id = $1',
    [member.id],
  );
  return rows[0]?.n ?? 0;
}

type ListItem = { avatarId: string; url: string; custom: boolean; inUse: boolean };
const list = async (member: TestMember) =>
  ((await t.call(m.avatarList, {}, { token: member.token })).data as { list: ListItem[] }).list;

describe('avatar upload (insert) and the media route', () => {
  it.each([
    ['image/png', PNG],
    ['image/jpeg', JPEG],
    ['image/webp', WEBP],
  ])('stores a %s upload, makes it current and serves it with that content type', async (type, bytes) => {
    const a = await newMember(t, 'ava');
    const res = await t.call(m.avatarInsert, { image: dataUrl(type, bytes) }, { token: a.token });
    expect(res.code, res.msg).toBe(ErrorCode.ok);
    const { avatarId, url } = res.data as { avatarId: string; url: string };
    expect(url).toBe(`/media/avatar/${avatarId}`);
    const got = await t.app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe(type);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(bytes)).toBe(true);
    const info = (await t.call(m.getMemberInfoForWeb, {}, { token: a.token })).data as MemberInfo;
    expect(info.avatarUrl).toBe(url);
    expect((await list(a)).filter((i) => i.inUse)).toEqual([{ avatarId, url, custom: true, inUse: true }]);
  });

  it.each([
    ['a GIF (type by magic bytes)', dataUrl('image/gif', Buffer.from('GIF89a\x01\x00\x01\x00'))],
    ['text claiming to be a PNG', dataUrl('image/png', Buffer.from('<svg onload=alert(1)>'))],
    ['a PNG declared as JPEG', dataUrl('image/jpeg', PNG)],
    ['a PDF', dataUrl('application/pdf', Buffer.from('%PDF-1.4'))],
  ])('refuses %s with 10218 and stores nothing', async (_label, image) => {
    const a = await newMember(t, 'ava');
    const before = await memberRow(t, a.id);
    const res = await t.call(m.avatarInsert, { image }, { token: a.token });
    expect(res.code).toBe(ErrorCode.avatarInvalid);
    expect(await avatarCount(a)).toBe(0);
    expect(await memberRow(t, a.id)).toEqual(before);
  });

  it('refuses an image over 2 MB with 10218', async () => {
    const a = await newMember(t, 'ava');
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES, 1)]);
    const res = await t.call(m.avatarInsert, { image: dataUrl('image/png', big) }, { token: a.token });
    expect(res.code).toBe(ErrorCode.avatarInvalid);
    expect(res.msg).toContain('2 MB');
    expect(await avatarCount(a)).toBe(0);
  });

  it(`keeps at most ${AVATAR_MAX_PER_MEMBER} uploads per member (10219 on the next)`, async () => {
    const a = await newMember(t, 'ava');
    for (let i = 0; i < AVATAR_MAX_PER_MEMBER; i++)
      expect(
        (await t.call(m.avatarInsert, { image: dataUrl('image/png', PNG) }, { token: a.token })).code,
      ).toBe(ErrorCode.ok);
    const res = await t.call(m.avatarInsert, { image: dataUrl('image/png', PNG) }, { token: a.token });
    expect(res.code).toBe(ErrorCode.avatarLimit);
    expect(await avatarCount(a)).toBe(AVATAR_MAX_PER_MEMBER);
  });

  it('answers 404 for an unknown avatar and serves the stock SVGs', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/avatar/999999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/avatar/..%2Fetc' })).statusCode).toBe(404);
    const stock = await t.app.inject({ method: 'GET', url: '/media/avatar/stock-1' });
    expect(stock.statusCode).toBe(200);
    expect(stock.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('avatar list / update / delete', () => {
  it('lists the stock avatars and selects one', async () => {
    const a = await newMember(t, 'ava');
    const items = await list(a);
    expect(items.filter((i) => !i.custom).map((i) => i.avatarId)).toContain('stock-1');
    expect(items.some((i) => i.inUse)).toBe(false);
    expect((await t.call(m.avatarUpdate, { avatarId: 'stock-3' }, { token: a.token })).code).toBe(
      ErrorCode.ok,
    );
    expect((await memberRow(t, a.id)).avatar_id).toBe('stock-3');
  });

  it('never selects or deletes another member’s upload (10200, nothing changed)', async () => {
    const a = await newMember(t, 'ava');
    const b = await newMember(t, 'ava');
    const up = await t.call(m.avatarInsert, { image: dataUrl('image/png', PNG) }, { token: a.token });
    const { avatarId } = up.data as { avatarId: string };
    const beforeB = await memberRow(t, b.id);
    expect((await t.call(m.avatarUpdate, { avatarId }, { token: b.token })).code).toBe(ErrorCode.notFound);
    expect((await t.call(m.avatarDelete, { avatarId }, { token: b.token })).code).toBe(ErrorCode.notFound);
    expect(await memberRow(t, b.id)).toEqual(beforeB);
    expect(await avatarCount(a)).toBe(1);
    expect((await list(b)).some((i) => i.avatarId === avatarId)).toBe(false);
  });

  it('refuses unknown ids and deleting a stock avatar', async () => {
    const a = await newMember(t, 'ava');
    expect((await t.call(m.avatarUpdate, { avatarId: 'stock-99' }, { token: a.token })).code).toBe(
      ErrorCode.notFound,
    );
    expect((await t.call(m.avatarUpdate, { avatarId: '1 or 1=1' }, { token: a.token })).code).toBe(
      ErrorCode.notFound,
    );
    expect((await t.call(m.avatarDelete, { avatarId: 'stock-1' }, { token: a.token })).code).toBe(
      ErrorCode.forbidden,
    );
    expect((await memberRow(t, a.id)).avatar_id).toBeNull();
  });

  it('deletes the current upload and falls back to no avatar', async () => {
    const a = await newMember(t, 'ava');
    const up = await t.call(m.avatarInsert, { image: dataUrl('image/png', PNG) }, { token: a.token });
    const { avatarId, url } = up.data as { avatarId: string; url: string };
    expect((await t.call(m.avatarDelete, { avatarId }, { token: a.token })).code).toBe(ErrorCode.ok);
    expect((await memberRow(t, a.id)).avatar_id).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
