import { PLAY_LINK_KEY, PLAY_URL_PARAM } from '@arena/domain';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { TrackerScene } from './live-tracker-scene.ts';

/*
 * The two plain pages the live area serves outside the SPA (docs/live.md "Pages"): the match tracker
 * behind `animationUrl`, and `play.html`, the same-origin player of anchor play links (spec §2). Both
 * are static HTML with one small inline script allowed by a per-response nonce; every server-provided
 * text is escaped, and the scripts only ever write text (`textContent`).
 */

/** Content-Security-Policy of a page whose only inline script carries `nonce`. */
export const pageCsp = (nonce: string) =>
  `default-src 'none'; script-src 'self' 'nonce-${nonce}'; style-src 'unsafe-inline'; img-src 'self'; ` +
  `connect-src 'self'; media-src 'self' blob:; worker-src 'self' blob:; base-uri 'none'; frame-ancestors 'self'`;

const BASE_STYLE =
  'html,body{margin:0;height:100%;background:#0b1a10;color:#fff;font:14px/1.4 system-ui,sans-serif}';

export interface TrackerView {
  matchId: string;
  sport: string;
  league: string;
  homeName: string;
  visitName: string;
  homeScore: number | null;
  visitScore: number | null;
  clock: string;
  phase: string;
  scene: TrackerScene;
}

const FIELD: Readonly<Record<string, string>> = {
  football:
    '<rect x="2" y="2" width="316" height="176" fill="none" stroke="#fff" stroke-opacity=".7"/>' +
    '<line x1="160" y1="2" x2="160" y2="178" stroke="#fff" stroke-opacity=".7"/>' +
    '<circle cx="160" cy="90" r="24" fill="none" stroke="#fff" stroke-opacity=".7"/>' +
    '<rect x="2" y="50" width="40" height="80" fill="none" stroke="#fff" stroke-opacity=".7"/>' +
    '<rect x="278" y="50" width="40" height="80" fill="none" stroke="#fff" stroke-opacity=".7"/>',
  basketball:
    '<rect x="2" y="2" width="316" height="176" fill="none" stroke="#fff" stroke-opacity=".7"/>' +
    '<line x1="160" y1="2" x2="160" y2="178" stroke="#fff" stroke-opacity=".7"/>' +
    '<circle cx="160" cy="90" r="20" fill="none" stroke="#fff" stroke-opacity=".7"/>' +
    '<path d="M2 30 A62 62 0 0 1 2 150 M318 30 A62 62 0 0 0 318 150" fill="none" stroke="#fff" stroke-opacity=".7"/>',
  esports:
    '<path d="M10 170 L310 10" stroke="#d9c27a" stroke-width="10" stroke-opacity=".6"/>' +
    '<path d="M10 90 L160 90 L160 10 M160 170 L160 90 L310 90" stroke="#d9c27a" stroke-width="6" ' +
    'fill="none" stroke-opacity=".4"/><circle cx="20" cy="160" r="12" fill="#3b82f6"/>' +
    '<circle cx="300" cy="20" r="12" fill="#ef4444"/>',
};

const FIELD_COLOUR: Readonly<Record<string, string>> = {
  football: '#1f7a3a',
  basketball: '#9a5a2c',
  esports: '#24312a',
};

/** What the tracker says when a side's score goes up, per sport. */
const SCORED: Readonly<Record<string, string>> = { football: '进球', basketball: '得分', esports: '击杀' };

/**
 * The match tracker: pitch, teams, score, clock and a progress bar, refreshed from the public tracker
 * feed every 2 s. The ball is where the feed's scene puts it (live-tracker-scene.ts: from the real
 * clock and score, never at random), eased between polls; a score that went up since the last poll
 * is announced and the ball shown in that goal for a moment.
 */
export function animationPage(view: TrackerView, nonce: string): string {
  const score = (n: number | null) => (n === null ? '-' : String(n));
  const feed = `/live/${encodeURIComponent(view.matchId)}/tracker.json`;
  const { ball, attack, progress } = view.scene;
  const percent = Math.round(progress * 100);
  const side = (a: TrackerScene['attack']) => (a === 'home' ? '主队进攻' : a === 'visit' ? '客队进攻' : '');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(view.homeName)} vs ${escapeHtml(view.visitName)}</title>
<style>${BASE_STYLE}
.board{display:flex;align-items:center;justify-content:space-between;padding:8px 12px;background:rgba(0,0,0,.45)}
.team{flex:1;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}.team.v{text-align:right}
.score{font-size:22px;font-weight:700;padding:0 12px;font-variant-numeric:tabular-nums}
.meta{display:flex;justify-content:space-between;font-size:12px;padding:4px 12px}
.bar{height:4px;background:rgba(255,255,255,.25)}.bar>div{height:100%;background:#facc15;transition:width 1.8s linear}
.pitch{position:relative}#event{position:absolute;left:50%;top:40%;transform:translate(-50%,-50%);margin:0;
padding:6px 14px;border-radius:16px;background:#b91c1c;color:#fff;font-weight:700}#event[hidden]{display:none}
svg{display:block;width:100%;height:auto}#ball{transition:cx 1.8s ease,cy 1.8s ease}</style></head>
<body><main aria-label="比赛动画">
<div class="meta"><span><span id="league">${escapeHtml(view.league)}</span> · <span id="clock">${escapeHtml(view.clock || '未开赛')}</span></span>
<span id="attack" data-testid="tracker-attack">${side(attack)}</span></div>
<div class="board"><span class="team" id="home">${escapeHtml(view.homeName)}</span>
<span class="score" data-testid="tracker-score"><span id="hs">${score(view.homeScore)}</span> : <span id="vs">${score(view.visitScore)}</span></span>
<span class="team v" id="visit">${escapeHtml(view.visitName)}</span></div>
<div class="bar" id="bar" role="progressbar" aria-label="比赛进度" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${percent}"><div id="fill" style="width:${percent}%"></div></div>
<div class="pitch"><svg viewBox="0 0 320 180" role="img" aria-label="场地"><rect width="320" height="180" fill="${FIELD_COLOUR[view.sport] ?? '#1f7a3a'}"/>
${FIELD[view.sport] ?? FIELD['football']}<circle id="ball" data-testid="tracker-ball" cx="${ball.x}" cy="${ball.y}" r="5" fill="#fff"/></svg>
<p id="event" role="status" hidden></p></div>
</main>
<script nonce="${nonce}">
(function () {
  var feed = ${JSON.stringify(feed)};
  var scored = ${JSON.stringify(SCORED[view.sport] ?? SCORED['football'])};
  var goal = ${JSON.stringify(
    view.sport === 'esports'
      ? [
          [300, 20],
          [20, 160],
        ]
      : [
          [312, 90],
          [8, 90],
        ],
  )};
  var last = [${JSON.stringify(view.homeScore)}, ${JSON.stringify(view.visitScore)}];
  var ball = document.getElementById('ball');
  var banner = document.getElementById('event');
  var hold = 0;
  function text(id, value) { var el = document.getElementById(id); if (el) el.textContent = value; }
  function place(x, y) { ball.setAttribute('cx', String(x)); ball.setAttribute('cy', String(y)); }
  function show(d) {
    text('hs', d.homeScore === null ? '-' : String(d.homeScore));
    text('vs', d.visitScore === null ? '-' : String(d.visitScore));
    text('clock', d.clock || '未开赛');
    var s = d.scene;
    text('attack', s.attack === 'home' ? '主队进攻' : s.attack === 'visit' ? '客队进攻' : '');
    var pct = Math.round(s.progress * 100);
    document.getElementById('fill').style.width = pct + '%';
    document.getElementById('bar').setAttribute('aria-valuenow', String(pct));
    var home = (d.homeScore || 0) > (last[0] || 0);
    var visit = (d.visitScore || 0) > (last[1] || 0);
    last = [d.homeScore, d.visitScore];
    if (home || visit) {
      var at = goal[home ? 0 : 1];
      banner.textContent = scored + '！' + (home ? d.homeName : d.visitName);
      banner.hidden = false;
      place(at[0], at[1]);
      hold = 2;
      return;
    }
    if (hold > 0) { hold -= 1; if (hold === 0) banner.hidden = true; return; }
    place(s.ball.x, s.ball.y);
  }
  function poll() {
    fetch(feed, { cache: 'no-store' }).then(function (r) { return r.ok ? r.json() : null; })
      .then(function (d) { if (d) show(d); }).catch(function () {})
      .then(function () { setTimeout(poll, 2000); });
  }
  setTimeout(poll, 2000);
})();
</script></body></html>`;
}

/**
 * `play.html` (spec §2 "rebuilt as a play.html page on the same origin with a scrambled url
 * parameter"): reads the `url` parameter, unscrambles it with the same key as packages/domain
 * play-link.ts (injected here, not copied), accepts only a same-origin stream path, and plays it —
 * HTTP-FLV through mpegts.js where Media Source Extensions exist, else the HLS rendition natively
 * (iOS Safari). Muted and inline until the viewer unmutes.
 */
export function playPage(nonce: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>直播</title>
<style>${BASE_STYLE}body{background:#000}video{width:100%;height:100%;object-fit:contain;background:#000}
#msg{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;padding:16px;text-align:center}
#msg[hidden]{display:none}#unmute{position:fixed;left:12px;bottom:12px;padding:8px 14px;border-radius:16px;
border:0;background:rgba(0,0,0,.6);color:#fff;font-size:14px}#unmute[hidden]{display:none}</style></head>
<body><video id="v" muted autoplay playsinline controls aria-label="直播画面"></video>
<p id="msg" role="status" hidden></p><button id="unmute" type="button" hidden>点击开启声音</button>
<script nonce="${nonce}">
(function () {
  var KEY = ${JSON.stringify([...PLAY_LINK_KEY])};
  var video = document.getElementById('v');
  var msg = document.getElementById('msg');
  var unmute = document.getElementById('unmute');
  function say(text) { msg.textContent = text; msg.hidden = false; }
  function unscramble(value) {
    try {
      var b64 = value.replace(/-/g, '+').replace(/_/g, '/');
      while (b64.length % 4) b64 += '=';
      var raw = atob(b64);
      var bytes = new Uint8Array(raw.length);
      for (var i = 0; i < raw.length; i++) bytes[i] = (raw.charCodeAt(i) - KEY[i % KEY.length]) & 255;
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch (e) { return null; }
  }
  var param = new URLSearchParams(location.search).get(${JSON.stringify(PLAY_URL_PARAM)});
  var url = param ? unscramble(param) : null;
  // Only this origin's live streams: a crafted link cannot make the page play (or fetch) anything else.
  if (!url || !/^\\/live\\/[A-Za-z0-9_-]{1,64}\\.flv$/.test(url)) { say('播放地址无效'); return; }
  var hls = url.replace(/\\.flv$/, '/index.m3u8');
  unmute.hidden = false;
  unmute.addEventListener('click', function () { video.muted = false; unmute.hidden = true; video.play(); });
  function playHls() {
    if (video.canPlayType('application/vnd.apple.mpegurl')) { video.src = hls; video.play().catch(function () {}); }
    else say('当前浏览器无法播放直播');
  }
  if (!window.MediaSource) { playHls(); return; }
  var s = document.createElement('script');
  s.src = '/live/vendor/mpegts.js';
  s.onerror = playHls;
  s.onload = function () {
    var mpegts = window.mpegts;
    if (!mpegts || !mpegts.isSupported()) { playHls(); return; }
    var player = mpegts.createPlayer({ type: 'flv', isLive: true, url: url }, { enableWorker: false, lazyLoad: false });
    player.on(mpegts.Events.ERROR, function () { player.destroy(); playHls(); });
    player.attachMediaElement(video);
    player.load();
    var started = player.play();
    if (started && started.catch) started.catch(function () {});
  };
  document.head.appendChild(s);
})();
</script></body></html>`;
}
