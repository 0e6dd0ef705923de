/*
 * The game page the server serves for a launch: plain HTML, one small script and one style
 * sheet from the same origin (no inline code, so the CSP can forbid it). The page talks to the plain
 * JSON calls of play-routes.ts with its launch ticket, never with the member token.
 */

import { escapeHtml } from '../../lib/escape-html.ts';
import { gamePageHtml } from './game-page-shell.ts';

/** Strict CSP of the game page: its own script, style and calls only. */
export const PLAY_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

export function playPageHtml(opts: {
  ticket: string;
  venueName: string;
  gameName: string;
  demo: boolean;
}): string {
  return gamePageHtml({
    ticket: opts.ticket,
    venueName: opts.venueName,
    gameName: opts.gameName,
    demo: opts.demo,
    styles: ['/play/assets/dice.css'],
    script: '/play/assets/dice.js',
    body: `  <section aria-label="投注">
    <fieldset><legend>注额（元）</legend><div id="stakes" class="row"></div></fieldset>
    <fieldset><legend>押注</legend><div class="row">
      <button type="button" class="pick" data-pick="big" aria-pressed="true">押大（4–6）</button>
      <button type="button" class="pick" data-pick="small" aria-pressed="false">押小（1–3）</button>
    </div></fieldset>
    <button type="button" id="roll" class="primary" data-testid="play-roll" disabled>掷骰子</button>
  </section>
  <p id="die" class="die" aria-hidden="true">⚀</p>
  <p id="result" data-testid="play-result" role="status" aria-live="polite">赢得注额的 1.95 倍。</p>
  <h2>本局记录</h2>
  <ol id="rounds" data-testid="play-rounds"></ol>`,
  });
}

/** Error page for a dead ticket or an unknown game (no script). */
export function playErrorHtml(message: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>无法进入游戏</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/play/assets/dice.svg">
<link rel="stylesheet" href="/play/assets/dice.css"></head>
<body><main><h1>无法进入游戏</h1><p data-testid="play-error">${escapeHtml(message)}</p>
<p><a href="/app/egame">返回游戏大厅</a></p></main></body></html>`;
}

/** The game page's icon: a die. */
export const PLAY_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="2" y="2" width="28" height="28" rx="6" fill="#ffd166"/>' +
  '<circle cx="10" cy="10" r="3" fill="#141a2b"/><circle cx="16" cy="16" r="3" fill="#141a2b"/><circle cx="22" cy="22" r="3" fill="#141a2b"/></svg>';

export const PLAY_CSS = `:root{color-scheme:dark;font-family:system-ui,'PingFang SC','Microsoft YaHei',sans-serif;background:#141a2b;color:#eef1f8}
main{max-width:28rem;margin:0 auto;padding:1rem}
body{margin:0}
.bar{position:sticky;top:0;display:flex;align-items:center;gap:.75rem;padding:.5rem 1rem;background:#1b2238;border-bottom:1px solid #2b3552}
.back{text-decoration:none;white-space:nowrap;padding:.4rem 0}
.names{flex:1;min-width:0}
.names h1{font-size:1.1rem;margin:0}.names .game{margin:0;font-size:.85rem;color:#b7c0d8}
h1{font-size:1.25rem;margin:.5rem 0}h2{font-size:1rem;margin:1rem 0 .5rem}
.topup{border:1px solid #ffd166;border-radius:.5rem;padding:.5rem .75rem;margin:.5rem 0}
.topup p{margin:0 0 .5rem}
.topup[hidden],.topup [hidden]{display:none}
.mode{font-size:.8rem;padding:.1rem .5rem;border-radius:1rem;background:#2b3552}
.balance strong{font-size:1.5rem;color:#ffd166}
fieldset{border:1px solid #2b3552;border-radius:.5rem;margin:.5rem 0}
.row{display:flex;flex-wrap:wrap;gap:.5rem}
button{font:inherit;padding:.5rem .9rem;border-radius:.5rem;border:1px solid #3a4770;background:#202a44;color:inherit;cursor:pointer}
button[aria-pressed=true]{background:#ffd166;color:#141a2b;border-color:#ffd166}
button:disabled{opacity:.5;cursor:not-allowed}
button:focus-visible{outline:2px solid #8ab4ff;outline-offset:2px}
.primary{width:100%;margin-top:.5rem;background:#3b82f6;border-color:#3b82f6}
.die{font-size:4rem;text-align:center;margin:.5rem 0;line-height:1}
#result{min-height:1.5em;text-align:center}
ol{padding-left:1.25rem;font-size:.9rem}
#leave{width:100%;margin-top:1rem}
a{color:#8ab4ff}`;

export const PLAY_JS = `'use strict';
(function () {
  var kit = window.ArenaPlay;
  var $ = kit.$, yuan = kit.yuan, call = kit.call, say = kit.say;
  var state = { stake: 0, pick: 'big', busy: false };
  var faces = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
  function addRound(r) {
    var li = document.createElement('li');
    li.textContent = r.detail + ' · 注 ' + yuan(r.stake) + ' · ' + (r.payout > 0 ? '赢 ' + yuan(r.payout) : '未中');
    $('rounds').insertBefore(li, $('rounds').firstChild);
  }
  function refresh() {
    return call('state').then(function (s) { kit.showBalance(s.balance, s.centerBalance); });
  }
  call('state').then(function (s) {
    kit.start(s, '', function (v) { state.stake = v; });
    s.rounds.slice().reverse().forEach(addRound);
    $('roll').disabled = false;
  }).catch(function (e) { say(e.message); });
  Array.prototype.forEach.call(document.querySelectorAll('.pick'), function (b) {
    b.addEventListener('click', function () {
      state.pick = b.dataset.pick;
      Array.prototype.forEach.call(document.querySelectorAll('.pick'), function (o) {
        o.setAttribute('aria-pressed', String(o === b));
      });
    });
  });
  $('roll').addEventListener('click', function () {
    if (state.busy) return;
    state.busy = true; $('roll').disabled = true;
    call('round', { requestId: kit.newId(), stake: state.stake, pick: state.pick }).then(function (res) {
      $('die').textContent = faces[res.round.roll - 1];
      $('balance').textContent = yuan(res.balance);
      say('掷出 ' + res.round.roll + '，' + (res.round.payout > 0 ? '赢得 ' + yuan(res.round.payout) + ' 元' : '未中'));
      addRound(res.round);
      if (res.balance < kit.minStake) return refresh();
    }).catch(function (e) { say(e.message); return refresh().catch(function () {}); }).then(function () {
      state.busy = false; $('roll').disabled = false;
    });
  });
})();
`;
