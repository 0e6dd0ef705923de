import type { FastifyInstance } from 'fastify';
import { ErrorCode, catalogue } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
import { GatewayError } from '../../gateway/gateway-error.ts';
import {
  appealDeposit,
  confirmDeposit,
  depositLimits,
  paymentTypes,
  placeChannelOrder,
  placeSpeedOrder,
  speedPayCancelCount,
  uploadProof,
} from './deposit-service.ts';
import { cancelWithdraw, placeWithdraw, withdrawPrompt } from './withdraw-service.ts';
import { depositOrder, orderList } from './order-list-service.ts';
import { executeConversion, quoteConversion } from './usdt-convert-service.ts';
import { moveYeb, yebInfo, yebTasks } from './yeb-service.ts';
import {
  addAddress,
  addBankCard,
  deleteAddress,
  deleteBankCard,
  listAddresses,
  listBankCards,
} from './card-service.ts';
import { dealRecords, settlementRecords } from './records-service.ts';
import {
  autoTransferEnabled,
  oneClickConfirm,
  oneClickIn,
  oneClickRecovery,
  setAutoTransfer,
  totalAssets,
  transferVenue,
  venueBalance,
} from './venue-transfer-service.ts';
import { registerWalletAdminRoutes } from './wallet-admin-routes.ts';
import { startInterestJob } from './interest-job.ts';
import { listBanks, readWalletType, writeWalletType, type WalletType } from './wallet-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** Wallet calls (docs/wallet.md): finance.* and the venue-transfer entries of games.*. */
export function registerWalletRoutes(app: FastifyInstance): void {
  const f = catalogue.finance;
  const g = catalogue.games;
  const db = app.db;
  const now = () => app.now();

  registerCall(app, f.paymentTypesV16, (input) => paymentTypes(db, input.walletType));
  registerCall(app, f.payVal, (input, ctx) => placeChannelOrder(db, ctx.member.id, input, now()));
  registerCall(app, f.depositOrderGet, (input, ctx) => depositOrder(db, ctx.member.id, input.orderNo, now()));
  registerCall(app, f.orderList, (input, ctx) => orderList(db, ctx.member.id, input.open ?? false, now()));
  registerCall(app, f.banks, async () => ({ list: await listBanks(db) }));
  registerCall(app, f.depositLimits, (input) => depositLimits(db, input.walletType));
  registerCall(app, f.speedPayOrder, (input, ctx) => placeSpeedOrder(db, ctx.member.id, input, now()));
  registerCall(app, f.speedPayConfirm, (input, ctx) =>
    confirmDeposit(db, ctx.member.id, input.orderNo, now()),
  );
  registerCall(app, f.speedPayAppeal, (input, ctx) => appealDeposit(db, ctx.member.id, input, now()));
  registerCall(app, f.speedPayCancelCount, (_input, ctx) => speedPayCancelCount(db, ctx.member.id, now()));
  registerCall(app, f.speedPayUploadProof, (input, ctx) =>
    uploadProof(db, ctx.member.id, input.orderNo, input.proof, now()),
  );
  registerCall(app, f.speedDraw, (input, ctx) =>
    placeWithdraw(db, ctx.member.id, { kind: 'speed', ...input }, now()),
  );
  registerCall(app, f.withdrawNewV6, (input, ctx) => {
    if ((input.bankCardId === undefined) === (input.addressId === undefined))
      throw new GatewayError(ErrorCode.badInput, msg('wallet.pickDestination'), { field: 'bankCardId' });
    return placeWithdraw(db, ctx.member.id, { kind: input.addressId ? 'usdt' : 'bank', ...input }, now());
  });
  registerCall(app, f.withdrawCancel, (input, ctx) =>
    cancelWithdraw(db, ctx.member.id, input.orderNo, input.idempotencyKey, now()),
  );
  registerCall(app, f.withdrawPrompt, (input, ctx) =>
    withdrawPrompt(db, ctx.member.id, input.walletType, now()),
  );
  registerCall(app, f.usdtDraw, (input, ctx) =>
    placeWithdraw(db, ctx.member.id, { kind: 'usdt', ...input }, now()),
  );
  registerCall(app, f.usdtConvertQuote, (input, ctx) => quoteConversion(db, ctx.member.id, input, now()));
  registerCall(app, f.usdtConvert, (input, ctx) =>
    executeConversion(db, ctx.member.id, input.quoteId, input.idempotencyKey, now()),
  );
  // finance.customerService is answered by the support module: it opens a conversation about the order.
  registerCall(app, f.walletTypeGet, async (_input, ctx) => {
    const walletType = (await readWalletType(db, ctx.member.id)) ?? 'RMB';
    return { walletType, available: ['RMB', 'USDT'] as WalletType[] };
  });
  registerCall(app, f.walletTypeSet, async (input, ctx) => {
    await writeWalletType(db, ctx.member.id, input.walletType);
    return { ok: true };
  });

  registerCall(app, f.yebInfo, (_input, ctx) => yebInfo(db, ctx.member.id, now()));
  registerCall(app, f.yebToYeb, (input, ctx) => moveYeb(db, ctx.member.id, 'toYeb', input, now()));
  registerCall(app, f.yebToCenter, (input, ctx) => moveYeb(db, ctx.member.id, 'toCenter', input, now()));
  registerCall(app, f.yebTasks, (_input, ctx) => yebTasks(db, ctx.member.id));
  registerCall(app, f.bankCardAdd, (input, ctx) => addBankCard(db, ctx.member.id, input, now()));
  registerCall(app, f.bankCardDelete, (input, ctx) =>
    deleteBankCard(db, ctx.member.id, input.cardId, input.withdrawPassword, now()),
  );
  registerCall(app, f.bankCardList, (_input, ctx) => listBankCards(db, ctx.member.id));
  registerCall(app, f.virtualAddressAdd, (input, ctx) => addAddress(db, ctx.member.id, input, now()));
  registerCall(app, f.virtualAddressDelete, (input, ctx) =>
    deleteAddress(db, ctx.member.id, input.addressId, input.withdrawPassword, now()),
  );
  registerCall(app, f.virtualAddressList, (_input, ctx) => listAddresses(db, ctx.member.id));
  registerCall(app, f.dealRecords, (input, ctx) => dealRecords(db, ctx.member.id, input, now()));
  registerCall(app, f.settlementRecords, (input, ctx) => settlementRecords(db, ctx.member.id, input, now()));

  registerCall(app, g.transferIn, (input, ctx) =>
    transferVenue(
      db,
      ctx.member.id,
      {
        direction: 'in',
        venueCode: input.api_name,
        amount: input.amount,
        idempotencyKey: input.idempotencyKey,
      },
      now(),
    ),
  );
  registerCall(app, g.transferOut, (input, ctx) =>
    transferVenue(
      db,
      ctx.member.id,
      {
        direction: 'out',
        venueCode: input.transfer_out,
        amount: input.amount,
        idempotencyKey: input.idempotencyKey,
      },
      now(),
    ),
  );
  registerCall(app, g.oneClickIn, (input, ctx) =>
    oneClickIn(db, ctx.member.id, input.api_name, input.idempotencyKey, now()),
  );
  registerCall(app, g.oneClickRecovery, (input, ctx) =>
    oneClickRecovery(db, ctx.member.id, input.idempotencyKey, now()),
  );
  registerCall(app, g.oneClickConfirm, (input, ctx) => oneClickConfirm(db, ctx.member.id, input.batchNo));
  registerCall(app, g.autoTransferGet, async (_input, ctx) => ({
    enabled: await autoTransferEnabled(db, ctx.member.id),
  }));
  registerCall(app, g.autoTransferSet, async (input, ctx) => {
    await setAutoTransfer(db, ctx.member.id, input.enabled);
    return { ok: true };
  });
  registerCall(app, g.venueBalance, (input, ctx) => venueBalance(db, ctx.member.id, input.venueCode));
  registerCall(app, g.totalAssets, (_input, ctx) => totalAssets(db, ctx.member.id));

  registerWalletAdminRoutes(app);
  startInterestJob(app);
}
