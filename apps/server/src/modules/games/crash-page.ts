/*
 * The page of the crash titles: server-rendered like the other engines' pages, the title's theme as its
 * own style sheet, one script (crash-assets.ts) and no inline code, under the same strict CSP. The live
 * round comes over `/ws/crash`; bets and cash-outs are JSON calls authenticated by the launch ticket.
 */
import { CRASH_BETTING_MS, CRASH_CLIENT_SEED } from '@arena/domain';
import { engineInfoHtml, enginePageHtml, type EnginePageLaunch } from './game-page-shell.ts';

const ROUND_RULES = [
  `所有玩家共享同一局：每局先开放下注 ${CRASH_BETTING_MS / 1000} 秒，随后倍数从 1.00× 开始上升，到达本局爆破点即爆破。`,
  '爆破前点击「兑现」，按服务器收到请求时的倍数赔付；爆破时仍未兑现的注额输掉。以服务器时间为准，爆破后的兑现无效。',
  '可设置自动兑现倍数：倍数到达即按该倍数赔付。',
  `每局的服务端种子在开放下注时公布其哈希，爆破后公开；爆破点由（服务端种子，客户端种子 ${CRASH_CLIENT_SEED}，nonce = 局号）算出，可在验证页复算。`,
];

export function crashPageHtml(launch: EnginePageLaunch): string {
  return enginePageHtml(launch, {
    engine: 'crash',
    styles: ['/play/assets/crash.css'],
    script: '/play/assets/crash.js',
    body: `  <section class="table crash" aria-label="本局">
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
${engineInfoHtml(launch.info, { rules: ROUND_RULES, rtpNote: '（自动兑现；手动兑现须在爆破前到达）' })}
  <section class="players" aria-labelledby="players-title">
    <h2 id="players-title">玩家下注 <span id="players-round" class="muted" data-testid="crash-players-round"></span> <span id="players-sum" class="muted" data-testid="crash-players-sum"></span></h2>
    <ol id="players" data-testid="crash-players"><li class="muted">暂无玩家下注</li></ol>
  </section>
  <h2>最近各局</h2>
  <ol id="history" class="history" data-testid="crash-history"></ol>
  <h2>我的下注</h2>
  <ol id="rounds" data-testid="play-rounds"></ol>`,
  });
}
