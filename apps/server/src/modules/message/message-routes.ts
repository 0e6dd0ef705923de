import type { FastifyInstance } from 'fastify';
import { ErrorCode, catalogue } from '@arena/protocol';
import { registerCall, type CallContext } from '../../gateway/register-call.ts';
import { GatewayError } from '../../gateway/gateway-error.ts';
import {
  allDelete,
  allRead,
  listInbox,
  markRead,
  remove,
  setSticky,
  unreadCount,
  type Kind,
} from './inbox-service.ts';
import { registerMessageAdminRoutes } from './message-admin-routes.ts';
import { registerInboxSocket } from './inbox-hub.ts';

function memberId(ctx: CallContext): number {
  if (!ctx.member) throw new GatewayError(ErrorCode.loginRequired, '请先登录');
  return ctx.member.id;
}

/** The 14 message calls (spec §7 "Messages"), the operator endpoints and the inbox socket. */
export function registerMessageRoutes(app: FastifyInstance): void {
  const m = catalogue.message;
  const db = app.db;
  const family = (kind: Kind, calls: ReturnType<typeof callsOf>) => {
    registerCall(app, calls.list, (input, ctx) => listInbox(db, kind, memberId(ctx), input));
    registerCall(app, calls.read, (input, ctx) => markRead(db, kind, memberId(ctx), input.ids));
    registerCall(app, calls.delete, (input, ctx) => remove(db, kind, memberId(ctx), input.ids));
    registerCall(app, calls.sticky, (input, ctx) =>
      setSticky(db, kind, memberId(ctx), input.id, input.sticky),
    );
    registerCall(app, calls.unreadCount, async (_input, ctx) => ({
      count: await unreadCount(db, kind, memberId(ctx)),
    }));
    registerCall(app, calls.allRead, (_input, ctx) => allRead(db, kind, memberId(ctx)));
    registerCall(app, calls.allDelete, (_input, ctx) => allDelete(db, kind, memberId(ctx)));
  };
  family('letter', callsOf('letter'));
  family('notice', callsOf('notice'));
  registerMessageAdminRoutes(app);
  registerInboxSocket(app);

  function callsOf(kind: Kind) {
    return kind === 'letter'
      ? {
          list: m.letterList,
          read: m.letterRead,
          delete: m.letterDelete,
          sticky: m.letterSticky,
          unreadCount: m.letterUnreadCount,
          allRead: m.letterAllRead,
          allDelete: m.letterAllDelete,
        }
      : {
          list: m.noticeList,
          read: m.noticeRead,
          delete: m.noticeDelete,
          sticky: m.noticeSticky,
          unreadCount: m.noticeUnreadCount,
          allRead: m.noticeAllRead,
          allDelete: m.noticeAllDelete,
        };
  }
}
