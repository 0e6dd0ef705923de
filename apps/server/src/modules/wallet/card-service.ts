import { ErrorCode, GatewayError } from '@arena/protocol';
import { validateCardNumber } from '@arena/domain';
import type { Db, Queryable } from '../../db/db.ts';
import { financeConfig } from './finance-config.ts';
import { checkWithdrawPassword } from './withdraw-password.ts';
import { maskCardNumber, maskName, toMs } from './wallet-util.ts';

interface CardRow {
  id: number | string;
  card_num: string;
  bank_code: string;
  bank_name: string;
  holder_name: string;
  created_at: Date | string;
}

function cardView(row: CardRow, isDefault: boolean) {
  return {
    cardId: String(row.id),
    cardNum: maskCardNumber(row.card_num),
    cardTail: row.card_num.slice(-4),
    holderName: maskName(row.holder_name),
    bankCode: row.bank_code,
    bankName: row.bank_name,
    isDefault,
    createdAt: toMs(row.created_at),
  };
}

const cardSelect = `select c.id, c.card_num, c.bank_code, b.name as bank_name, c.holder_name, c.created_at
  from bank_card c join bank b on b.code = c.bank_code`;

/** finance.bankCardList: live cards, oldest first (the first is the default). */
export async function listBankCards(q: Queryable, memberId: number) {
  const { rows } = await q.query<CardRow>(
    `${cardSelect} where c.member_id = $1 and c.deleted_at is null order by c.created_at, c.id`,
    [memberId],
  );
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
      check.key === 'validation.cardNumber.checksum'
        ? '银行卡号校验失败，请检查卡号'
        : '银行卡号只能是 12–19 位数字',
      { key: check.key, field: 'cardNum' },
    );
  await checkWithdrawPassword(db, memberId, input.withdrawPassword, now);
  return db.transaction(async (tx) => {
    const member = await tx.query<{ real_name: string | null }>(
      'select real_name from member where id = $1 for update',
      [memberId],
    );
    const realName = member.rows[0]?.real_name;
    if (!realName)
      throw new GatewayError(ErrorCode.realNameRequired, '请先设置真实姓名，持卡人须与真实姓名一致');
    const bank = await tx.query('select code from bank where code = $1', [input.bankCode]);
    if (bank.rows.length === 0) throw new GatewayError(ErrorCode.notFound, '不支持该银行');
    const { rows } = await tx.query<{ card_num: string }>(
      'select card_num from bank_card where member_id = $1 and deleted_at is null',
      [memberId],
    );
    if (rows.some((r) => r.card_num === input.cardNum))
      throw new GatewayError(ErrorCode.cardLimit, '该银行卡已绑定');
    const max = await financeConfig(tx, 'maxBankCards');
    if (rows.length >= max) throw new GatewayError(ErrorCode.cardLimit, `最多绑定 ${max} 张银行卡`);
    const inserted = await tx.query<{ id: number | string }>(
      `insert into bank_card (member_id, card_num, bank_code, branch, holder_name, created_at)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [memberId, input.cardNum, input.bankCode, input.branch ?? '', realName, new Date(now)],
    );
    const card = await tx.query<CardRow>(`${cardSelect} where c.id = $1`, [inserted.rows[0]?.id ?? null]);
    return cardView(card.rows[0] as CardRow, rows.length === 0);
  });
}

/** The two kinds of withdraw target: their table, their column on withdraw_order, their messages. */
const TARGETS = {
  bankCard: {
    table: 'bank_card',
    orderColumn: 'bank_card_id',
    pending: '该卡有处理中的提现，暂不能解绑',
    missing: '银行卡不存在',
  },
  address: {
    table: 'virtual_address',
    orderColumn: 'address_id',
    pending: '该地址有处理中的提现，暂不能解绑',
    missing: '地址不存在',
  },
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
    const pending = await tx.query(
      `select 1 from withdraw_order where ${target.orderColumn} = $1 and member_id = $2 and status = 'pending'`,
      [numericId(id), memberId],
    );
    if (pending.rows.length > 0) throw new GatewayError(ErrorCode.orderState, target.pending);
    const { rows } = await tx.query(
      `update ${target.table} set deleted_at = $3 where id = $1 and member_id = $2 and deleted_at is null returning id`,
      [numericId(id), memberId, new Date(now)],
    );
    if (rows.length === 0) throw new GatewayError(ErrorCode.notFound, target.missing);
    return { ok: true };
  });
}

/** finance.bankCardDelete: unbinds (kept for old withdraw orders); refused while a withdraw to it is pending. */
export const deleteBankCard = (db: Db, memberId: number, cardId: string, password: string, now: number) =>
  unbindTarget(db, memberId, 'bankCard', cardId, password, now);

interface AddressRow {
  id: number | string;
  address: string;
  protocol: 'TRC20' | 'ERC20';
  alias: string;
  created_at: Date | string;
}
const addressView = (r: AddressRow) => ({
  addressId: String(r.id),
  address: r.address,
  protocol: r.protocol,
  alias: r.alias,
  createdAt: toMs(r.created_at),
});

/** USDT address shapes: TRC20 `T` + 33 base58 characters; ERC20 `0x` + 40 hex digits. */
export function validAddress(address: string, protocol: 'TRC20' | 'ERC20'): boolean {
  return protocol === 'TRC20'
    ? /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)
    : /^0x[0-9a-fA-F]{40}$/.test(address);
}

export async function listAddresses(q: Queryable, memberId: number) {
  const { rows } = await q.query<AddressRow>(
    'select * from virtual_address where member_id = $1 and deleted_at is null order by created_at, id',
    [memberId],
  );
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
      input.protocol === 'TRC20' ? 'TRC20 地址须以 T 开头，共 34 位' : 'ERC20 地址须以 0x 开头，共 42 位',
      { field: 'address' },
    );
  await checkWithdrawPassword(db, memberId, input.withdrawPassword, now);
  return db.transaction(async (tx) => {
    await tx.query('select id from member where id = $1 for update', [memberId]);
    const { rows } = await tx.query<{ address: string }>(
      'select address from virtual_address where member_id = $1 and deleted_at is null',
      [memberId],
    );
    if (rows.some((r) => r.address === input.address))
      throw new GatewayError(ErrorCode.cardLimit, '该地址已绑定');
    const max = await financeConfig(tx, 'maxAddresses');
    if (rows.length >= max) throw new GatewayError(ErrorCode.cardLimit, `最多绑定 ${max} 个地址`);
    const inserted = await tx.query<AddressRow>(
      `insert into virtual_address (member_id, address, protocol, alias, created_at) values ($1, $2, $3, $4, $5)
       returning *`,
      [memberId, input.address, input.protocol, input.alias ?? '', new Date(now)],
    );
    return addressView(inserted.rows[0] as AddressRow);
  });
}

/** finance.virtualAddressDelete: as deleteBankCard, for a USDT address. */
export const deleteAddress = (db: Db, memberId: number, addressId: string, password: string, now: number) =>
  unbindTarget(db, memberId, 'address', addressId, password, now);
