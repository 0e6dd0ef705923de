/*
 * The page of the slot, roulette and baccarat titles: server-rendered HTML like the dice page, the
 * title's theme as its own style sheet, one script for the three engines (switching on data-engine),
 * and no inline code, so the same strict CSP applies. The info panel shows the declared RTP and the
 * rules from the engine itself (packages/domain), and the fairness panel the committed seed pair.
 */
import type { EngineId } from '@arena/domain';
import { engineInfoHtml, enginePageHtml, type EnginePageLaunch } from './game-page-shell.ts';

const TABLE: Record<Exclude<EngineId, 'dice' | 'crash'>, string> = {
  slot: `<div id="reels" class="reels" role="img" aria-label="转轮" data-testid="play-reels"></div>
  <p id="lines" class="lines"></p>`,
  roulette: `<p class="pocket" aria-live="polite">开出 <strong id="pocket" data-testid="play-pocket">--</strong></p>`,
  baccarat: `<div class="hands">
    <div><h3>闲</h3><p id="player-cards" class="cards" data-testid="play-player">--</p></div>
    <div><h3>庄</h3><p id="banker-cards" class="cards" data-testid="play-banker">--</p></div>
  </div>`,
};

const BETS: Record<keyof typeof TABLE, string> = {
  slot: '',
  roulette: `<fieldset><legend>下注位置</legend><div class="row" id="spots">
    <button type="button" data-kind="red">红</button><button type="button" data-kind="black">黑</button>
    <button type="button" data-kind="odd">单</button><button type="button" data-kind="even">双</button>
    <button type="button" data-kind="low">小 1–18</button><button type="button" data-kind="high">大 19–36</button>
    <button type="button" data-kind="dozen" data-n="1">第一打</button><button type="button" data-kind="dozen" data-n="2">第二打</button><button type="button" data-kind="dozen" data-n="3">第三打</button>
    <button type="button" data-kind="column" data-n="1">第一列</button><button type="button" data-kind="column" data-n="2">第二列</button><button type="button" data-kind="column" data-n="3">第三列</button>
  </div>
  <div class="row"><label>直注号码 <input id="straight" type="number" min="0" max="36" inputmode="numeric" data-testid="play-straight"></label>
  <button type="button" id="add-straight">押此号码</button></div></fieldset>
  <p>本局下注：<span id="slip" data-testid="play-slip">未下注</span> <button type="button" id="clear-slip">清空</button></p>`,
  baccarat: `<fieldset><legend>押注</legend><div class="row">
    <button type="button" class="side" data-side="player" aria-pressed="true">闲 1 赔 1</button>
    <button type="button" class="side" data-side="banker" aria-pressed="false">庄 1 赔 0.95</button>
    <button type="button" class="side" data-side="tie" aria-pressed="false">和 8 赔 1</button>
  </div></fieldset>`,
};

const ACTION: Record<keyof typeof TABLE, string> = { slot: '旋转', roulette: '开始旋转', baccarat: '发牌' };

export function venuePageHtml(launch: EnginePageLaunch & { engine: keyof typeof TABLE }): string {
  const { engine } = launch;
  return enginePageHtml(launch, {
    engine,
    styles: [],
    script: '/play/assets/venue.js',
    body: `  <section class="table" aria-label="牌桌">${TABLE[engine]}</section>
  <section aria-label="投注">
    <fieldset><legend>注额（元）${engine === 'slot' ? '，10 条线平分' : ''}</legend><div id="stakes" class="row"></div></fieldset>
    ${BETS[engine]}
    <button type="button" id="play" class="primary" data-testid="play-roll" disabled>${ACTION[engine]}</button>
  </section>
${engineInfoHtml(launch.info)}
  <section class="fair" aria-label="可验证公平" data-testid="play-fair"${launch.demo ? ' hidden' : ''}>
    <h2>可验证公平</h2>
    <p>服务端种子哈希 <code id="seed-hash" data-testid="play-seed-hash">--</code></p>
    <p>客户端种子 <code id="client-seed">--</code> · 下一局 nonce <span id="nonce">--</span></p>
    <div class="row"><label>新的客户端种子 <input id="new-client-seed" maxlength="64" autocomplete="off"></label>
    <button type="button" id="rotate" data-testid="play-rotate">更换种子（公开当前服务端种子）</button></div>
    <p id="revealed" data-testid="play-revealed"></p>
  </section>
  <h2>本局记录</h2>
  <ol id="rounds" data-testid="play-rounds"></ol>`,
  });
}
