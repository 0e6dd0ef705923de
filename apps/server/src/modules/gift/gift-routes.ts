import type { FastifyInstance } from 'fastify';
import { CHAT_MESSAGE_TYPE, maskLoginName } from '@arena/domain';
import { ErrorCode, GatewayError, catalogue } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
import { publishRoomMessage } from '../chat/chat-routes.ts';
import { giftPermission } from './gift-permission.ts';
import { giftMedia, readActiveGifts } from './gift-repository.ts';
import { giftRank, goldBalance, purchaseGold, sendGift } from './gift-service.ts';
import { registerGiftAdminRoutes } from './gift-admin-routes.ts';
import { vipLevelOf, vipLevelsOf } from '../rewards/member-reward-service.ts';
import { msg } from '../../gateway/user-messages.ts';
import { liveRoomExists } from '../live/live-match-service.ts';

/**
 * Gifts and gold coins (spec §3, §6, §7 "Live/chat"; docs/gifts.md): the catalogue, room
 * rankings, gold balance and purchase, sending a gift (with its room push), and the permission check.
 */
export function registerGiftRoutes(app: FastifyInstance): void {
  const { live } = catalogue;
  const db = app.db;
  const now = () => app.now();

  registerCall(app, live.giftConfig, async () => ({
    list: (await readActiveGifts(db)).map((g) => ({ ...g, ...giftMedia(g.giftCode) })),
  }));

  registerCall(app, live.giftRank, async (input) => {
    if (!(await liveRoomExists(db, input.anchorRoomId)))
      throw new GatewayError(ErrorCode.notFound, msg('gift.roomNotFound'));
    const rows = await giftRank(db, input.anchorRoomId, input.period, now());
    const levels = await vipLevelsOf(
      db,
      rows.map((r) => r.memberId),
    );
    return {
      list: rows.map((r, i) => ({
        rank: i + 1,
        member: {
          id: String(r.memberId),
          name: maskLoginName(r.name),
          // A nickname still equal to the login name (the registration default) is masked as well.
          nickName: r.nickname && r.nickname !== r.name ? r.nickname : maskLoginName(r.name),
          avatarUrl: '',
          vipLevel: levels.get(r.memberId) ?? 0,
        },
        gold: r.gold,
      })),
    };
  });

  registerCall(app, live.goldBalance, (_input, ctx) => goldBalance(db, ctx.member.id));

  registerCall(app, live.goldPurchase, (input, ctx) => purchaseGold(db, ctx.member.id, input, now()));

  registerCall(app, live.permissionCheck, (input, ctx) =>
    giftPermission(db, ctx.member.id, input.action, now()),
  );

  registerCall(app, live.giftReward, async (input, ctx) => {
    const member = ctx.member;
    const { answer, sent } = await sendGift(db, member.id, input, now());
    // After the money committed, and only for a first send (a replay pushes nothing again). The coins
    // are spent either way: a push that fails is logged, not turned into a refusal.
    if (sent) {
      const username = member.nickname || member.name;
      try {
        await publishRoomMessage(app, {
          roomNo: input.anchorRoomId,
          msgType: CHAT_MESSAGE_TYPE.giftPush,
          username,
          content: {
            userId: String(member.id),
            username,
            level: await vipLevelOf(db, member.id),
            giftId: sent.gift.giftId,
            giftName: sent.gift.name,
            count: sent.count,
          },
        });
      } catch (err) {
        app.log.error({ err, room: input.anchorRoomId }, 'gift push failed after the gift was paid');
      }
    }
    return answer;
  });

  registerGiftAdminRoutes(app);
}
