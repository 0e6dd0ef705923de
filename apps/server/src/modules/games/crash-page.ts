/*
 * The page of the crash titles: server-rendered like the other engines' pages, the title's theme as its
 * own style sheet, one script (crash-assets.ts) and no inline code, under the same strict CSP. The live
 * round comes over `/ws/crash`; bets and cash-outs are JSON calls authenticated by the launch ticket.
 */
import { CRASH_BETTING_MS, CRASH_CLIENT_SEED, type EngineInfo } from '@arena/domain';

const escapeHtml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const ROUND_RULES = [
  `所有玩家共享同一局：每局先开放下注 ${CRASH_BETTING_MS / 1000} 秒，随后倍数从 1.00× 开始上升，到达本局爆破点即爆破。`,
  '爆破前点击「兑现」，按服务器收到请求时的倍数赔付；爆破时仍未兑现的注额输掉。以服务器时间为准，爆破后的兑现无效。',
  '可设置自动兑现倍数：倍数到达即按该倍数赔付。',
  `每局的服务端种子在开放下注时公布其哈希，爆破后公开；爆破点由（服务端种子，客户端种子 ${CRASH_CLIENT_SEED}，nonce = 局号）算出，可在验证页复算。`,
];

export function crashPageHtml(opts: {
  ticket: string;
  venueName: string;
  gameName: string;
  demo: boolean;
  themeId: string;
  info: EngineInfo;
}): string {
  const venue = escapeHtml(opts.venueName);
  const game = escapeHtml(opts.gameName);
  const rules = [...opts.info.rules, ...ROUND_RULES].map((r) => `<li>${escapeHtml(r)}</li>`).join('');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${venue} · ${game}</title>
<link rel="icon" href="/play/assets/dice.svg">
<link rel="stylesheet" href="/play/assets/venue.css">
<link rel="stylesheet" href="/play/assets/crash.css">
<link rel="stylesheet" href="/play/assets/theme/${escapeHtml(opts.themeId)}.css">
<script src="/play/assets/crash.js" defer></script>
<script src="/play/assets/reality.js" defer></script>
</head>
<body data-ticket="${escapeHtml(opts.ticket)}" data-engine="crash">
<header class="bar">
  <a id="back" class="back" href="/app/egame" data-testid="play-back">‹ 返回大厅</a>
  <div class="names"><h1 data-testid="play-venue">${venue}</h1><p class="game" data-testid="play-game">${game} · ${escapeHtml(opts.info.name)}</p></div>
  <span class="mode">${opts.demo ? '试玩模式' : '真钱模式'}</span>
</header>
<main>
  <p class="balance">${opts.demo ? '试玩余额' : '场馆余额'} <strong data-testid="play-balance" id="balance">--</strong> 元</p>
  <section id="topup" class="topup" aria-label="转入场馆" data-testid="play-topup" hidden>
    <p id="topup-text"></p>
    <button type="button" id="topup-in" hidden></button>
    <a id="topup-deposit" href="/app/wallet/deposit" hidden>去充值</a>
  </section>
  <section class="table crash" aria-label="本局">
    <p class="round-no">第 <span id="round-no" data-testid="crash-round">--</span> 局 · <span id="phase" data-testid="crash-phase">连接中…</span></p>
    <p class="multiplier" id="multiplier" data-testid="crash-multiplier" aria-label="当前倍数">1.00×</p>
    <p class="hash">本局种子哈希 <code id="round-hash" data-testid="crash-hash">--</code></p>
  </section>
  <section aria-label="投注">
    <fieldset><legend>注额（元）</legend><div id="stakes" class="row"></div></fieldset>
    <div class="row"><label>自动兑现倍数 <input id="auto" inputmode="decimal" placeholder="不设置" autocomplete="off" data-testid="crash-auto"> ×</label></div>
    <div class="row actions">
      <button type="button" id="bet" class="primary" data-testid="crash-bet" disabled>下注</button>
      <button type="button" id="cashout" class="primary cash" data-testid="crash-cashout" disabled>兑现</button>
    </div>
  </section>
  <p id="result" data-testid="play-result" role="status" aria-live="polite"></p>
  <details class="info" data-testid="play-info"><summary>游戏说明 · 返还率 ${escapeHtml(opts.info.rtp)}</summary>
    <p>返还率（RTP）：<strong data-testid="play-rtp">${escapeHtml(opts.info.rtp)}</strong>（自动兑现；手动兑现须在爆破前到达）</p><ul>${rules}</ul></details>
  <h2>最近各局</h2>
  <ol id="history" class="history" data-testid="crash-history"></ol>
  <h2>我的下注</h2>
  <ol id="rounds" data-testid="play-rounds"></ol>
  <button type="button" id="leave" data-testid="play-leave">离开游戏</button>
</main>
</body></html>`;
}
