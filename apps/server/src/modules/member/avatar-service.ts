import { sniffImageType } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { clearAvatarIf, lockMemberRealName, readAvatarId, writeAvatarId } from '../auth/member-directory.ts';
import {
  countUploads,
  deleteUpload,
  insertUpload,
  isMemberUpload,
  readUpload,
  uploadIds,
} from './avatar-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** Path prefix of avatar images (plain GET, same origin). */
export const AVATAR_PATH = '/media/avatar/';
/** Largest uploaded avatar, decoded bytes (docs/member-profile.md). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Uploaded avatars a member may keep at once; stock ones do not count. */
export const AVATAR_MAX_PER_MEMBER = 5;

export type AvatarType = 'image/png' | 'image/jpeg' | 'image/webp';

/** Stock avatars everyone may use: drawn here, never stored. `stock-1` … `stock-6`. */
const STOCK_COLOURS = ['#e2574c', '#f0a30a', '#3aa757', '#1f8ad2', '#8e5cd9', '#d9488f'] as const;
export const STOCK_AVATAR_IDS = STOCK_COLOURS.map((_, i) => `stock-${i + 1}`);

export const avatarUrl = (avatarId: string) => `${AVATAR_PATH}${avatarId}`;

/** The stock avatar picture: a coloured disc with a head-and-shoulders silhouette. */
export function stockAvatarSvg(avatarId: string): string | null {
  const index = STOCK_AVATAR_IDS.indexOf(avatarId);
  const colour = STOCK_COLOURS[index];
  if (colour === undefined) return null;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">` +
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>` +
    `<circle cx="48" cy="38" r="16" fill="#fff" fill-opacity="0.9"/>` +
    `<path d="M18 82c4-16 16-24 30-24s26 8 30 24" fill="#fff" fill-opacity="0.9"/></svg>`
  );
}

const invalid = (msg: string) => new GatewayError(ErrorCode.avatarInvalid, msg, { field: 'image' });

/**
 * Decodes a `data:image/…;base64,` URL and checks it: the bytes must be PNG, JPEG or WebP by their
 * magic numbers and match the declared type, and at most AVATAR_MAX_BYTES (10218 otherwise).
 */
export function decodeAvatar(dataUrl: string): { type: AvatarType; bytes: Buffer } {
  const match = /^data:([a-z/+.-]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) throw invalid(msg('member.avatarBadFormat'));
  const declared = match[1] ?? '';
  const base64 = match[2] ?? '';
  // Decoded size from the text length, before decoding anything large.
  if (Math.floor((base64.length * 3) / 4) > AVATAR_MAX_BYTES + 2)
    throw invalid(msg('member.avatarTooLarge', { maxMb: AVATAR_MAX_BYTES / 1024 / 1024 }));
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > AVATAR_MAX_BYTES)
    throw invalid(msg('member.avatarTooLarge', { maxMb: AVATAR_MAX_BYTES / 1024 / 1024 }));
  const type = sniffImageType(bytes);
  if (type === null || type === 'image/gif') throw invalid(msg('member.avatarTypes'));
  if (type !== declared) throw invalid(msg('member.avatarTypeMismatch'));
  return { type, bytes };
}

export interface AvatarItem {
  avatarId: string;
  url: string;
  custom: boolean;
  inUse: boolean;
}

/** avatarList: the stock avatars, then the member's own uploads (oldest first). */
export async function listAvatars(q: Queryable, memberId: number): Promise<AvatarItem[]> {
  const inUse = await readAvatarId(q, memberId);
  const uploads = await uploadIds(q, memberId);
  return [
    ...STOCK_AVATAR_IDS.map((id) => ({
      avatarId: id,
      url: avatarUrl(id),
      custom: false,
      inUse: id === inUse,
    })),
    ...uploads.map((id) => ({ avatarId: id, url: avatarUrl(id), custom: true, inUse: id === inUse })),
  ];
}

/**
 * avatarInsert: stores the checked image (bytea) and makes it the current avatar. At most
 * AVATAR_MAX_PER_MEMBER uploads (10219); the count is checked under a lock on the member row.
 */
export async function insertAvatar(
  db: Db,
  memberId: number,
  dataUrl: string,
  now: Date,
): Promise<{ avatarId: string; url: string }> {
  const { type, bytes } = decodeAvatar(dataUrl);
  return db.transaction(async (tx) => {
    await lockMemberRealName(tx, memberId);
    if ((await countUploads(tx, memberId)) >= AVATAR_MAX_PER_MEMBER)
      throw new GatewayError(
        ErrorCode.avatarLimit,
        msg('member.avatarLimit', { max: AVATAR_MAX_PER_MEMBER }),
      );
    const id = await insertUpload(tx, memberId, type, bytes, now);
    if (!id) throw new Error('avatar insert returned no id');
    await writeAvatarId(tx, memberId, id);
    return { avatarId: id, url: avatarUrl(id) };
  });
}

const notYours = () => new GatewayError(ErrorCode.notFound, msg('member.avatarNotFound'));
const isUploadId = (id: string) => /^\d{1,18}$/.test(id);

/** avatarDelete: only the member's own uploads; deleting the current one falls back to no avatar. */
export async function deleteAvatar(db: Db, memberId: number, avatarId: string): Promise<void> {
  if (STOCK_AVATAR_IDS.includes(avatarId))
    throw new GatewayError(ErrorCode.forbidden, msg('member.stockAvatar'));
  if (!isUploadId(avatarId)) throw notYours();
  await db.transaction(async (tx) => {
    if (!(await deleteUpload(tx, memberId, avatarId))) throw notYours();
    await clearAvatarIf(tx, memberId, avatarId);
  });
}

/** avatarUpdate: use a stock avatar or one of the member's own uploads. */
export async function selectAvatar(q: Queryable, memberId: number, avatarId: string): Promise<void> {
  if (!STOCK_AVATAR_IDS.includes(avatarId)) {
    if (!isUploadId(avatarId)) throw notYours();
    if (!(await isMemberUpload(q, memberId, avatarId))) throw notYours();
  }
  await writeAvatarId(q, memberId, avatarId);
}

/** The bytes behind an avatar URL, for the media route. */
export async function readAvatar(
  q: Queryable,
  avatarId: string,
): Promise<{ type: string; body: Buffer | string } | null> {
  const svg = stockAvatarSvg(avatarId);
  if (svg) return { type: 'image/svg+xml; charset=utf-8', body: svg };
  if (!isUploadId(avatarId)) return null;
  const row = await readUpload(q, avatarId);
  return row ? { type: row.content_type, body: Buffer.from(row.bytes) } : null;
}
