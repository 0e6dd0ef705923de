import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';
import { answerRealityCheck, responsibleStatus } from './responsible-service.ts';
import { msg } from '../../gateway/user-messages.ts';

const body = z
  .object({
    ticket: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
    action: z.enum(['continue', 'stop']).optional(),
  })
  .strict();

/**
 * Who plays under a launch ticket: the games module's lookup, handed in by the app (app.ts), since
 * games sits above responsible play (it asks responsible play before every stake).
 */
export type LaunchLookup = (
  q: Queryable,
  ticket: string,
  now: number,
) => Promise<{ demo: boolean; memberId: number | null }>;

/**
 * The reality check on the game page: the page's script asks `/play/api/reality` (authenticated by the
 * launch ticket, like the page's other calls) for the running session and when the next check is due,
 * and shows the dialog when the device clock reaches it. Continue and stop are answered here too.
 */
export function registerRealityCheckPage(app: FastifyInstance, loadLaunch: LaunchLookup): void {
  app.get('/play/assets/reality.js', (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(REALITY_JS),
  );
  app.post('/play/api/reality', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = body.safeParse(req.body);
    if (!parsed.success)
      return reply.code(400).send({ code: ErrorCode.badInput, msg: msg('common.badParams'), data: null });
    try {
      const now = app.now();
      const launch = await loadLaunch(app.db, parsed.data.ticket, now);
      if (launch.demo || launch.memberId === null)
        return {
          code: ErrorCode.ok,
          msg: 'ok',
          data: { realityMinutes: null, session: null, realityDueAt: null },
        };
      const status = parsed.data.action
        ? await answerRealityCheck(app.db, launch.memberId, parsed.data.action, now)
        : await responsibleStatus(app.db, launch.memberId, now);
      const { realityMinutes, session, realityDueAt } = status;
      return { code: ErrorCode.ok, msg: 'ok', data: { realityMinutes, session, realityDueAt } };
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      return reply.code(410).send({ code: err.code, msg: err.message, data: null });
    }
  });
}

/** The dialog script: checks every 20 s; the dialog is built with DOM calls, text set as text. */
const REALITY_JS = `'use strict';
(function () {
  var ticket = document.body.dataset.ticket;
  var open = false;
  function post(payload) {
    return fetch('/play/api/reality', {
      method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'omit',
      body: JSON.stringify(Object.assign({ ticket: ticket }, payload || {})),
    }).then(function (r) { return r.json(); }).then(function (res) {
      if (res.code !== 0) throw new Error(res.msg || '请求失败');
      return res.data;
    });
  }
  function yuan(fen) { return (fen < 0 ? '-' : fen > 0 ? '+' : '') + (Math.abs(fen) / 100).toFixed(2); }
  function el(tag, text) { var e = document.createElement(tag); if (text) e.textContent = text; return e; }
  function show(s) {
    open = true;
    var minutes = Math.floor((Date.now() - s.session.startedAt) / 60000);
    var d = el('dialog'); d.setAttribute('aria-labelledby', 'reality-title'); d.className = 'reality';
    var h = el('h2', '游戏提醒'); h.id = 'reality-title';
    var p1 = el('p', '本次游戏已进行 ' + minutes + ' 分钟'); p1.setAttribute('data-testid', 'reality-elapsed');
    var p2 = el('p', '本次净输赢 ' + yuan(s.session.net) + ' 元（投注 ' + (s.session.stakes / 100).toFixed(2) + ' 元，派彩 ' + (s.session.wins / 100).toFixed(2) + ' 元）');
    p2.setAttribute('data-testid', 'reality-net');
    var go = el('button', '继续游戏'); go.type = 'button';
    var stop = el('button', '停止游戏'); stop.type = 'button';
    go.addEventListener('click', function () {
      post({ action: 'continue' }).catch(function () {}).then(function () { d.close(); d.remove(); open = false; });
    });
    stop.addEventListener('click', function () {
      post({ action: 'stop' }).catch(function () {}).then(function () {
        var leave = document.getElementById('leave'); if (leave) leave.click(); else location.assign('/app/home');
      });
    });
    d.append(h, p1, p2, go, stop);
    document.body.appendChild(d);
    d.showModal();
  }
  function check() {
    if (open) return;
    post().then(function (s) {
      if (s.session && s.realityDueAt !== null && Date.now() >= s.realityDueAt && !open) show(s);
    }).catch(function () {});
  }
  setInterval(check, 20000);
  check();
})();
`;
