/*
 * What every game page the server serves has in common (the dice, venue and crash pages): the head with
 * the page's style sheets and one script from the same origin (no inline code, so the strict CSP holds),
 * the sticky header with the way back to the lobby, the balance with its offer to move the centre wallet
 * in, and the leave button. Each page passes only its own table, bets and lists.
 */

import type { EngineInfo } from '@arena/domain';
import { escapeHtml } from '../../lib/escape-html.ts';

export interface GamePageShell {
  ticket: string;
  venueName: string;
  gameName: string;
  /** Shown after the game's name, e.g. the engine's name (老虎机). */
  subtitle?: string;
  demo: boolean;
  /** `data-engine` of the body, which the page's script switches on. */
  engine?: string;
  /** Same-origin style sheets, in order. */
  styles: readonly string[];
  /** The page's own script; the shared helpers (play-kit.ts) load before it and the responsible-play
   *  reminder after it, on every page. */
  script: string;
  /** The page's own sections, between the balance and the leave button (trusted markup). */
  body: string;
}

export function gamePageHtml(o: GamePageShell): string {
  const venue = escapeHtml(o.venueName);
  const game = escapeHtml(o.gameName);
  const styles = o.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${venue} · ${game}</title>
<link rel="icon" href="/play/assets/dice.svg">
${styles}
<script src="/play/assets/kit.js" defer></script>
<script src="${escapeHtml(o.script)}" defer></script>
<script src="/play/assets/reality.js" defer></script>
</head>
<body data-ticket="${escapeHtml(o.ticket)}"${o.engine ? ` data-engine="${escapeHtml(o.engine)}"` : ''}>
<header class="bar">
  <a id="back" class="back" href="/app/egame" data-testid="play-back">‹ 返回大厅</a>
  <div class="names"><h1 data-testid="play-venue">${venue}</h1><p class="game" data-testid="play-game">${game}${o.subtitle ? ` · ${escapeHtml(o.subtitle)}` : ''}</p></div>
  <span class="mode">${o.demo ? '试玩模式' : '真钱模式'}</span>
</header>
<main>
  <p class="balance">${o.demo ? '试玩余额' : '场馆余额'} <strong data-testid="play-balance" id="balance">--</strong> 元</p>
  <section id="topup" class="topup" aria-label="转入场馆" data-testid="play-topup" hidden>
    <p id="topup-text"></p>
    <button type="button" id="topup-in" hidden></button>
    <a id="topup-deposit" href="/app/wallet/deposit" hidden>去充值</a>
  </section>
${o.body}
  <button type="button" id="leave" data-testid="play-leave">离开游戏</button>
</main>
</body></html>`;
}

/** What the page of an engine (slot, roulette, baccarat, crash) is served with for a launch. */
export interface EnginePageLaunch {
  ticket: string;
  venueName: string;
  gameName: string;
  demo: boolean;
  themeId: string;
  info: EngineInfo;
}

/**
 * An engine's page: the launch's names with the engine's name after the game's, the engine pages'
 * shared sheet first and the title's theme last around the page's own sheets.
 */
export function enginePageHtml(
  launch: EnginePageLaunch,
  page: { engine: string; styles: readonly string[]; script: string; body: string },
): string {
  return gamePageHtml({
    ticket: launch.ticket,
    venueName: launch.venueName,
    gameName: launch.gameName,
    subtitle: launch.info.name,
    demo: launch.demo,
    engine: page.engine,
    styles: ['/play/assets/venue.css', ...page.styles, `/play/assets/theme/${launch.themeId}.css`],
    script: page.script,
    body: page.body,
  });
}

/**
 * The result line and the info panel of an engine's page: the declared RTP (with a page's note on when
 * it holds) and the engine's rules, then the page's own.
 */
export function engineInfoHtml(info: EngineInfo, more: { rules?: readonly string[]; rtpNote?: string } = {}) {
  const rtp = escapeHtml(info.rtp);
  const rules = [...info.rules, ...(more.rules ?? [])].map((r) => `<li>${escapeHtml(r)}</li>`).join('');
  return `  <p id="result" data-testid="play-result" role="status" aria-live="polite"></p>
  <details class="info" data-testid="play-info"><summary>游戏说明 · 返还率 ${rtp}</summary>
    <p>返还率（RTP）：<strong data-testid="play-rtp">${rtp}</strong>${more.rtpNote ?? ''}</p><ul>${rules}</ul></details>`;
}
