import { ErrorCode, GatewayError } from '@arena/protocol';
import { validateCardNumber } from '@arena/domain';
import type { Db, Queryable } from '../../db/db.ts';
import { financeConfig } from './finance-config.ts';
import { checkWithdrawPassword } from './withdraw-password.ts';
import { maskCardNumber, maskName } from './wallet-util.ts';
import { lockMemberRealName } from '../auth/member-directory.ts';
import {
  bankExists,
  hasPendingWithdrawTo,
  insertAddress,
  insertBankCard,
  liveAddresses,
  liveBankCards,
  liveCardNumbers,
  unbindWithdrawTarget,
  type AddressRow,
  type CardRow,
} from './withdraw-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

function cardView(row: CardRow, isDefault: boolean) {
  return {
    cardId: String(row.id),
    cardNum: maskCardNumber(row.card_num),
    cardTail: row.card_num.slice(-4),
    holderName: maskName(row.holder_name),
    bankCode: row.bank_code,
    bankName: row.bank_name,
    isDefault,
    createdAt: row.created_at.getTime(),
  };
}

/** finance.bankCardList: live cards, oldest first (the first is the default). */
export async function listBankCards(q: Queryable, memberId: number) {
  const rows = await liveBankCards(q, memberId);
  return { list: rows.map((r, i) => cardView(r, i === 0)), maxCards: await financeConfig(q, 'maxBankCards') };
}

const numericId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : -1);

/**
 * finance.bankCardAdd: digits only and Luhn (spec §5, @arena/domain), a known bank, the holder is the
 * member's real name (set one first: 10234), at most `maxBankCards`, not bound twice (10233).
 */
export async function addBankCard(
  db: Db,
  memberId: number,
  input: { cardNum: string; bankCode: string; branch?: string | undefined; withdrawPassword: string },
  now: number,
) {
  const check = validateCardNumber(input.cardNum);
  if (!check.ok)
    throw new GatewayError(
      ErrorCode.cardInvalid,
      check.key === 'validation.cardNumber.checksum' ? msg('wallet.cardChecksum') : msg('wallet.cardDigits'),
      { key: check.key, field: 'cardNum' },
    );
  await checkWithdrawPassword(db, memberId, input.withdrawPassword, now);
  return db.transaction(async (tx) => {
    const realName = (await lockMemberRealName(tx, memberId))?.realName;
    if (!realName) throw new GatewayError(ErrorCode.realNameRequired, msg('wallet.realNameFirst'));
    if (!(await bankExists(tx, input.bankCode)))
      throw new GatewayError(ErrorCode.notFound, msg('wallet.bankUnsupported'));
    const numbers = await liveCardNumbers(tx, memberId);
    if (numbers.includes(input.cardNum)) throw new GatewayError(ErrorCode.cardLimit, msg('wallet.cardBound'));
    const max = await financeConfig(tx, 'maxBankCards');
    if (numbers.length >= max) throw new GatewayError(ErrorCode.cardLimit, msg('wallet.cardLimit', { max }));
    const card = await insertBankCard(tx, {
      memberId,
      cardNum: input.cardNum,
      bankCode: input.bankCode,
      branch: input.branch ?? '',
      holderName: realName,
      at: new Date(now),
    });
    return cardView(card, numbers.length === 0);
  });
}

/** The two kinds of withdraw target and their messages. */
const TARGETS = {
  bankCard: { pending: msg('wallet.cardWithdrawPending'), missing: msg('wallet.cardNotFound') },
  address: { pending: msg('wallet.addressWithdrawPending'), missing: msg('wallet.addressNotFound') },
} as const;

/** Unbinds a withdraw target (kept for old withdraw orders); refused while a withdraw to it is pending. */
async function unbindTarget(
  db: Db,
  memberId: number,
  kind: keyof typeof TARGETS,
  id: string,
  password: string,
  now: number,
) {
  const target = TARGETS[kind];
  await checkWithdrawPassword(db, memberId, password, now);
  return db.transaction(async (tx) => {
    if (await hasPendingWithdrawTo(tx, memberId, kind, numericId(id)))
      throw new GatewayError(ErrorCode.orderState, target.pending);
    if (!(await unbindWithdrawTarget(tx, memberId, kind, numericId(id), new Date(now))))
      throw new GatewayError(ErrorCode.notFound, target.missing);
    return { ok: true };
  });
}

/** finance.bankCardDelete: unbinds (kept for old withdraw orders); refused while a withdraw to it is pending. */
export const deleteBankCard = (db: Db, memberId: number, cardId: string, password: string, now: number) =>
  unbindTarget(db, memberId, 'bankCard', cardId, password, now);

const addressView = (r: AddressRow) => ({
  addressId: String(r.id),
  address: r.address,
  protocol: r.protocol,
  alias: r.alias,
  createdAt: r.created_at.getTime(),
});

/** USDT address shapes: TRC20 `T` + 33 base58 characters; ERC20 `0x` + 40 hex digits. */
export function validAddress(address: string, protocol: 'TRC20' | 'ERC20'): boolean {
  return protocol === 'TRC20'
    ? /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)
    : /^0x[0-9a-fA-F]{40}$/.test(address);
}

export async function listAddresses(q: Queryable, memberId: number) {
  const rows = await liveAddresses(q, memberId);
  return { list: rows.map(addressView), maxAddresses: await financeConfig(q, 'maxAddresses') };
}

/** finance.virtualAddressAdd: a well-formed TRC20 / ERC20 address, at most `maxAddresses`, not twice. */
export async function addAddress(
  db: Db,
  memberId: number,
  input: {
    address: string;
    protocol: 'TRC20' | 'ERC20';
    alias?: string | undefined;
    withdrawPassword: string;
  },
  now: number,
) {
  if (!validAddress(input.address, input.protocol))
    throw new GatewayError(
      ErrorCode.cardInvalid,
      input.protocol === 'TRC20' ? msg('wallet.trc20Format') : msg('wallet.erc20Format'),
      { field: 'address' },
    );
  await checkWithdrawPassword(db, memberId, input.withdrawPassword, now);
  return db.transaction(async (tx) => {
    await lockMemberRealName(tx, memberId);
    const rows = await liveAddresses(tx, memberId);
    if (rows.some((r) => r.address === input.address))
      throw new GatewayError(ErrorCode.cardLimit, msg('wallet.addressBound'));
    const max = await financeConfig(tx, 'maxAddresses');
    if (rows.length >= max) throw new GatewayError(ErrorCode.cardLimit, msg('wallet.addressLimit', { max }));
    const inserted = await insertAddress(tx, {
      memberId,
      address: input.address,
      protocol: input.protocol,
      alias: input.alias ?? '',
      at: new Date(now),
    });
    return addressView(inserted);
  });
}

/** finance.virtualAddressDelete: as deleteBankCard, for a USDT address. */
export const deleteAddress = (db: Db, memberId: number, addressId: string, password: string, now: number) =>
  unbindTarget(db, memberId, 'address', addressId, password, now);
