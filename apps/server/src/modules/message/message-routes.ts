import type { FastifyInstance } from 'fastify';
import { catalogue } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
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

/** The 14 message calls (spec §7 "Messages"), the operator endpoints and the inbox socket. */
export function registerMessageRoutes(app: FastifyInstance): void {
  const m = catalogue.message;
  const db = app.db;
  const family = (kind: Kind, calls: ReturnType<typeof callsOf>) => {
    registerCall(app, calls.list, (input, ctx) => listInbox(db, kind, ctx.member.id, input));
    registerCall(app, calls.read, (input, ctx) => markRead(db, kind, ctx.member.id, input.ids));
    registerCall(app, calls.delete, (input, ctx) => remove(db, kind, ctx.member.id, input.ids));
    registerCall(app, calls.sticky, (input, ctx) =>
      setSticky(db, kind, ctx.member.id, input.id, input.sticky),
    );
    registerCall(app, calls.unreadCount, async (_input, ctx) => ({
      count: await unreadCount(db, kind, ctx.member.id),
    }));
    registerCall(app, calls.allRead, (_input, ctx) => allRead(db, kind, ctx.member.id));
    registerCall(app, calls.allDelete, (_input, ctx) => allDelete(db, kind, ctx.member.id));
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
