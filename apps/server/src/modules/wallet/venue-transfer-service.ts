import { venueMaintenanceText } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import {
  lockWallets,
  memberBalances,
  walletKey,
  postMovement,
  walletBalance,
  type MemberWallet,
} from './ledger.ts';
import { ledgerKey, runIdempotent } from './idempotent-call.ts';
import { orderNumber } from './wallet-util.ts';
import { financeConfig } from './finance-config.ts';
import { convertAmount } from './usdt-convert-service.ts';
import { walletHooks } from './wallet-hooks.ts';
import { enabledVenues, findVenueRef, type VenueRef } from './venue-directory.ts';
import { mainOutflowOf, venueAccountsWithMoney } from './ledger-report-repository.ts';
import {
  insertRecoveryBatch,
  insertRecoveryItem,
  readAutoTransfer,
  recoveryBatchItems,
  writeAutoTransfer,
} from './wallet-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** A venue by code (any case), or null. */
export const findVenue = (q: Queryable, code: string): Promise<VenueRef | null> => findVenueRef(q, code);

/** A usable venue for money going in: it exists, is enabled and not in maintenance (spec §4: status 0). */
export async function venueForTransferIn(q: Queryable, code: string): Promise<VenueRef> {
  const venue = await findVenue(q, code);
  if (!venue || !venue.enabled)
    throw new GatewayError(ErrorCode.notFound, msg('wallet.venueNotFound', { venueCode: code }));
  if (venue.status !== 0)
    throw new GatewayError(
      ErrorCode.venueMaintenance,
      venue.maintainMessage
        ? venueMaintenanceText(venue.name, venue.maintainMessage)
        : msg('wallet.venueMaintenance', { name: venue.name }),
    );
  return venue;
}

export const venueWallet = (code: string): MemberWallet => `venue:${code.toLowerCase()}`;

/** The member's auto-transfer switch (games.autoTransferGet/Set). */
export const autoTransferEnabled = (q: Queryable, memberId: number): Promise<boolean> =>
  readAutoTransfer(q, memberId);

export const setAutoTransfer = (q: Queryable, memberId: number, on: boolean): Promise<void> =>
  writeAutoTransfer(q, memberId, on);

/** The main balance, read after locking main and the venue wallet (ledger order), so it cannot change. */
async function lockedMain(tx: Queryable, memberId: number, venueCode: string): Promise<number> {
  const balances = await lockWallets(tx, [
    { memberId, account: 'main', currency: 'CNY' },
    { memberId, account: venueWallet(venueCode), currency: 'CNY' },
  ]);
  return balances.get(walletKey(memberId, 'main', 'CNY')) ?? 0;
}

/** Moves the whole main balance into venue `code` (used by launch when auto-transfer is on). Returns the moved amount (0 when main is empty). */
export async function moveAllIntoVenue(
  db: Db,
  memberId: number,
  venueCode: string,
  idempotencyKey: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const venue = await venueForTransferIn(tx, venueCode);
    const replayed = await mainOutflowOf(tx, idempotencyKey, memberId);
    if (replayed !== null) return replayed; // replay: what the first call moved
    await walletHooks().guardTransferIn(tx, memberId, Date.now());
    const main = await lockedMain(tx, memberId, venue.code);
    if (main <= 0) return 0;
    await postMovement(tx, {
      idempotencyKey,
      memberId,
      type: 'transfer_in',
      remark: `一键转入 ${venue.name}`,
      postings: [
        { memberId, account: 'main', currency: 'CNY', amount: -main },
        { memberId, account: venueWallet(venue.code), currency: 'CNY', amount: main },
      ],
    });
    return main;
  });
}

/**
 * The member's venue wallets holding money, with their balances, after locking them together with main
 * in the ledger's canonical order (a plain `FOR UPDATE` on the venues first would lock in another order
 * than a concurrent transfer and could deadlock on PostgreSQL).
 */
async function lockVenueBalances(
  tx: Queryable,
  memberId: number,
): Promise<{ account: string; balance: number }[]> {
  const accounts = await venueAccountsWithMoney(tx, memberId);
  const balances = await lockWallets(tx, [
    { memberId, account: 'main', currency: 'CNY' },
    ...accounts.map((account) => ({ memberId, account, currency: 'CNY' as const })),
  ]);
  return accounts
    .map((account) => ({
      account,
      balance: balances.get(walletKey(memberId, account, 'CNY')) ?? 0,
    }))
    .filter((r) => r.balance > 0)
    .sort((a, b) => (a.account < b.account ? -1 : 1));
}

/** Moves every venue sub-balance back to main (one-click recovery; used when leaving a game). */
export async function recoverAllVenues(
  db: Db,
  memberId: number,
  idempotencyKeyPrefix: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await lockVenueBalances(tx, memberId);
    let total = 0;
    for (const r of rows) {
      const amount = r.balance;
      const result = await postMovement(tx, {
        idempotencyKey: `${idempotencyKeyPrefix}:${r.account}`,
        memberId,
        type: 'transfer_out',
        remark: `一键回收 ${r.account.slice('venue:'.length)}`,
        postings: [
          { memberId, account: r.account as MemberWallet, currency: 'CNY', amount: -amount },
          { memberId, account: 'main', currency: 'CNY', amount },
        ],
      });
      if (!result.replayed) total += amount;
    }
    return total;
  });
}

const transferOutput = async (q: Queryable, memberId: number, orderNo: string, code: string) => ({
  orderNo,
  centerBalance: await walletBalance(q, memberId, 'main'),
  venueBalance: await walletBalance(q, memberId, venueWallet(code)),
});

/**
 * games.transferIn / transferOut (spec §3: `api_name` is the venue money goes into, `transfer_out` the
 * venue it comes out of). In refuses a venue in maintenance (10230); out is always allowed so money is
 * never stuck. Once per idempotency key.
 */
export async function transferVenue(
  db: Db,
  memberId: number,
  input: { direction: 'in' | 'out'; venueCode: string; amount: number; idempotencyKey: string },
  now: number,
) {
  const callId = input.direction === 'in' ? 'games.transferIn' : 'games.transferOut';
  return runIdempotent(db, memberId, callId, input.idempotencyKey, input, now, async (tx) => {
    const venue =
      input.direction === 'in'
        ? await venueForTransferIn(tx, input.venueCode)
        : await findVenue(tx, input.venueCode);
    if (!venue)
      throw new GatewayError(ErrorCode.notFound, msg('wallet.venueNotFound', { venueCode: input.venueCode }));
    if (input.direction === 'in') await walletHooks().guardTransferIn(tx, memberId, now);
    const orderNo = orderNumber('T', now);
    const sign = input.direction === 'in' ? 1 : -1;
    await postMovement(tx, {
      idempotencyKey: ledgerKey(callId, memberId, input.idempotencyKey),
      memberId,
      type: input.direction === 'in' ? 'transfer_in' : 'transfer_out',
      refNo: orderNo,
      remark: input.direction === 'in' ? `转入 ${venue.name}` : `从 ${venue.name} 转出`,
      now,
      postings: [
        { memberId, account: 'main', currency: 'CNY', amount: -sign * input.amount },
        { memberId, account: venueWallet(venue.code), currency: 'CNY', amount: sign * input.amount },
      ],
    });
    return transferOutput(tx, memberId, orderNo, venue.code);
  });
}

/** games.oneClickIn: the whole centre balance into one venue (answers the balances; 0 moved is fine). */
export async function oneClickIn(db: Db, memberId: number, venueCode: string, key: string, now: number) {
  return runIdempotent(db, memberId, 'games.oneClickIn', key, { venueCode }, now, async (tx) => {
    const venue = await venueForTransferIn(tx, venueCode);
    await walletHooks().guardTransferIn(tx, memberId, now);
    const main = await lockedMain(tx, memberId, venue.code);
    const orderNo = orderNumber('T', now);
    if (main > 0)
      await postMovement(tx, {
        idempotencyKey: ledgerKey('games.oneClickIn', memberId, key),
        memberId,
        type: 'transfer_in',
        refNo: orderNo,
        remark: `一键转入 ${venue.name}`,
        now,
        postings: [
          { memberId, account: 'main', currency: 'CNY', amount: -main },
          { memberId, account: venueWallet(venue.code), currency: 'CNY', amount: main },
        ],
      });
    return transferOutput(tx, memberId, orderNo, venue.code);
  });
}

/** games.oneClickRecovery: every venue sub-balance back to main in one transaction, kept as a batch. */
export async function oneClickRecovery(db: Db, memberId: number, key: string, now: number) {
  return runIdempotent(db, memberId, 'games.oneClickRecovery', key, {}, now, async (tx) => {
    const batchNo = orderNumber('R', now);
    await insertRecoveryBatch(tx, batchNo, memberId, new Date(now));
    const rows = await lockVenueBalances(tx, memberId);
    for (const r of rows) {
      const amount = r.balance;
      const code = r.account.slice('venue:'.length);
      await postMovement(tx, {
        idempotencyKey: `recovery:${batchNo}:${code}`,
        memberId,
        type: 'transfer_out',
        refNo: batchNo,
        remark: `一键回收 ${code}`,
        now,
        postings: [
          { memberId, account: r.account as MemberWallet, currency: 'CNY', amount: -amount },
          { memberId, account: 'main', currency: 'CNY', amount },
        ],
      });
      await insertRecoveryItem(tx, batchNo, code, amount);
    }
    return { batchNo, pending: 0, centerBalance: await walletBalance(tx, memberId, 'main') };
  });
}

/** games.oneClickConfirm: the batch's items (read only). */
export async function oneClickConfirm(q: Queryable, memberId: number, batchNo: string) {
  const rows = await recoveryBatchItems(q, batchNo, memberId);
  if (!rows) throw new GatewayError(ErrorCode.notFound, msg('wallet.recoveryNotFound'));
  const list = [];
  for (const r of rows)
    list.push({
      venueCode: r.venue_code,
      balance: await walletBalance(q, memberId, venueWallet(r.venue_code)),
      maintaining: ((await findVenue(q, r.venue_code))?.status ?? 0) !== 0,
      status: r.status,
    });
  return {
    done: list.every((i) => i.status !== 'pending'),
    centerBalance: await walletBalance(q, memberId, 'main'),
    list,
  };
}

/** games.venueBalance */
export async function venueBalance(q: Queryable, memberId: number, venueCode: string) {
  const venue = await findVenue(q, venueCode);
  if (!venue) throw new GatewayError(ErrorCode.notFound, msg('wallet.venueNotFound', { venueCode }));
  return {
    venueCode: venue.code,
    balance: await walletBalance(q, memberId, venueWallet(venue.code)),
    maintaining: venue.status !== 0,
  };
}

/**
 * games.totalAssets: centre, USDT, yield wallet and every enabled venue with its name. Every wallet
 * counts in both totals: `total` in fen (USDT at the USDT → RMB rate), `totalUsdt` in micro-units (the
 * CNY wallets at the RMB → USDT rate), so a USDT site's total includes the yuan wallets and vice versa.
 */
export async function totalAssets(q: Queryable, memberId: number) {
  const balances = await memberBalances(q, memberId);
  const venues = (await enabledVenues(q)).map((v) => ({
    venueCode: v.code,
    name: v.name,
    balance: balances.venues[v.code] ?? 0,
    maintaining: v.status !== 0,
  }));
  const cny = balances.main + balances.yeb + venues.reduce((s, v) => s + v.balance, 0);
  // Valued at the rates a conversion would get now (quote rates), rounded down like a conversion.
  const { buyRate, sellRate } = await financeConfig(q, 'usdt');
  return {
    total: cny + convertAmount(balances.usdt, 'USDT', sellRate),
    totalUsdt: balances.usdt + convertAmount(cny, 'RMB', buyRate),
    usdtToRmbRate: sellRate,
    rmbToUsdtRate: buyRate,
    center: balances.main,
    usdt: balances.usdt,
    yeb: balances.yeb,
    venues,
  };
}
