/*
 * Style sheet and script of the slot, roulette and baccarat page (venue-page.ts). Plain ES5-style
 * JavaScript served from the same origin: the page's CSP allows no inline code and no eval.
 */

export const VENUE_CSS = `:root{color-scheme:dark;font-family:system-ui,'PingFang SC','Microsoft YaHei',sans-serif}
body{margin:0;background:var(--bg,#141a2b);color:var(--text,#eef1f8)}
main{max-width:32rem;margin:0 auto;padding:1rem}
.bar{position:sticky;top:0;display:flex;align-items:center;gap:.75rem;padding:.5rem 1rem;background:var(--panel,#1b2238);border-bottom:2px solid var(--accent,#ffd166)}
.back{text-decoration:none;white-space:nowrap;padding:.4rem 0}
.names{flex:1;min-width:0}.names h1{font-size:1.1rem;margin:0}.names .game{margin:0;font-size:.85rem;opacity:.8}
h2{font-size:1rem;margin:1rem 0 .5rem}h3{margin:0;font-size:.9rem}
.mode{font-size:.8rem;padding:.1rem .5rem;border-radius:1rem;background:var(--panel,#2b3552)}
.balance strong{font-size:1.5rem;color:var(--accent,#ffd166)}
.topup{border:1px solid var(--accent,#ffd166);border-radius:.5rem;padding:.5rem .75rem;margin:.5rem 0}
.topup p{margin:0 0 .5rem}.topup[hidden],.topup [hidden],.fair[hidden]{display:none}
.table{background:var(--panel,#1b2238);border-radius:.75rem;padding:.75rem;margin:.5rem 0}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:.35rem}
.cell{aspect-ratio:1;display:flex;align-items:center;justify-content:center;border-radius:.4rem;background:var(--bg,#141a2b);font-weight:700;font-size:.95rem;text-align:center}
.cell.s0{color:var(--accent,#ffd166);outline:2px solid var(--accent,#ffd166)}.cell.s1{color:#f472b6;outline:2px dashed #f472b6}
.cell.hit{background:var(--accent,#ffd166);color:var(--bg,#141a2b)}
.lines{min-height:1.2em;font-size:.85rem;margin:.5rem 0 0}
.pocket{font-size:1.25rem;text-align:center;margin:.5rem 0}.pocket strong{font-size:2.5rem}
.red{color:#f87171}.black{color:#e5e7eb}.green{color:#4ade80}
.hands{display:grid;grid-template-columns:1fr 1fr;gap:.75rem;text-align:center}
.cards{font-size:1.25rem;margin:.25rem 0;min-height:1.5em}
fieldset{border:1px solid var(--panel,#2b3552);border-radius:.5rem;margin:.5rem 0}
.row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
button,input{font:inherit;padding:.45rem .8rem;border-radius:.5rem;border:1px solid var(--accent,#3a4770);background:var(--panel,#202a44);color:inherit}
button{cursor:pointer}input{width:5rem}#new-client-seed{width:12rem}
button[aria-pressed=true]{background:var(--accent,#ffd166);color:var(--bg,#141a2b)}
button:disabled{opacity:.5;cursor:not-allowed}
button:focus-visible,input:focus-visible{outline:2px solid #8ab4ff;outline-offset:2px}
.primary{width:100%;margin-top:.5rem;background:var(--accent,#3b82f6);color:var(--bg,#141a2b);font-weight:700}
#result{min-height:1.5em;text-align:center}
.info,.fair{background:var(--panel,#1b2238);border-radius:.5rem;padding:.5rem .75rem;margin:.75rem 0;font-size:.9rem}
.info summary{cursor:pointer}
code{word-break:break-all;font-size:.8rem}
ol{padding-left:1.25rem;font-size:.9rem}
#leave{width:100%;margin-top:1rem}
a{color:#8ab4ff}`;

export const VENUE_JS = `'use strict';
(function () {
  var kit = window.ArenaPlay;
  var $ = kit.$, yuan = kit.yuan, call = kit.call, say = kit.say, newId = kit.newId;
  var engine = document.body.dataset.engine;
  var state = { stake: 0, side: 'player', slip: [], busy: false, symbols: [] };
  var KIND_NAME = { red: '红', black: '黑', odd: '单', even: '双', low: '小', high: '大', dozen: '打', column: '列', straight: '直注' };
  var SIDE = { player: '闲', banker: '庄', tie: '和' };
  var SUITS = ['♠', '♥', '♣', '♦'];
  var RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  function text(el, t) { el.textContent = t; return el; }
  function cardText(c) { return SUITS[Math.floor(c / 13)] + RANKS[c % 13]; }
  function verifyHref(r) {
    var f = r.fairness;
    var q = 'engine=' + r.engine + '&hash=' + f.serverSeedHash + '&client=' + encodeURIComponent(f.clientSeed) + '&nonce=' + f.nonce;
    if (f.serverSeed) q += '&seed=' + f.serverSeed;
    return '/app/fair?' + q;
  }
  function addRound(r) {
    var li = document.createElement('li');
    li.appendChild(document.createTextNode(r.detail + ' · 注 ' + yuan(r.stake) + ' 元 · ' +
      (r.payout > 0 ? '返还 ' + yuan(r.payout) + ' 元' : '未中') + ' '));
    if (r.fairness) {
      var a = document.createElement('a');
      a.href = verifyHref(r);
      a.textContent = '验证（nonce ' + r.fairness.nonce + '）';
      a.setAttribute('data-testid', 'play-verify');
      li.appendChild(a);
    }
    $('rounds').insertBefore(li, $('rounds').firstChild);
  }
  function showSeed(seed) {
    if (!seed) return;
    $('seed-hash').textContent = seed.serverSeedHash;
    $('client-seed').textContent = seed.clientSeed;
    $('nonce').textContent = String(seed.nonce);
  }
  function refresh() {
    return call('state').then(function (s) {
      kit.showBalance(s.balance, s.centerBalance); showSeed(s.seed);
    });
  }
  // --- slot ---
  function drawReels(windowRows, hits) {
    var reels = $('reels');
    while (reels.firstChild) reels.removeChild(reels.firstChild);
    windowRows.forEach(function (row, r) {
      row.forEach(function (sym, c) {
        var cell = text(document.createElement('div'), state.symbols[sym] || String(sym));
        cell.className = 'cell s' + sym + (hits[r * 5 + c] ? ' hit' : '');
        reels.appendChild(cell);
      });
    });
  }
  var PAYLINES = [[1,1,1,1,1],[0,0,0,0,0],[2,2,2,2,2],[0,1,2,1,0],[2,1,0,1,2],[0,0,1,2,2],[2,2,1,0,0],[1,0,0,0,1],[1,2,2,2,1],[1,0,1,2,1]];
  function showSlot(round) {
    var o = round.outcome.slot;
    var last = o.freeSpins.length ? o.freeSpins[o.freeSpins.length - 1] : o.spin;
    var hits = {};
    last.lineWins.forEach(function (w) {
      for (var i = 0; i < w.count; i++) hits[PAYLINES[w.line][i] * 5 + i] = true;
    });
    drawReels(last.window, hits);
    var lineBet = round.stake / 10;
    var parts = o.spin.lineWins.map(function (w) {
      return '第 ' + (w.line + 1) + ' 线 ' + (state.symbols[w.symbol] || w.symbol) + '×' + w.count + ' 赢 ' + yuan(w.pay * lineBet);
    });
    if (o.spin.scatters >= 3) parts.push('分散 ×' + o.spin.scatters);
    if (o.freeSpins.length) parts.push('免费旋转 ' + o.freeSpins.length + ' 次共赢 ' + yuan(o.freeSpins.reduce(function (s, f) { return s + f.win; }, 0) * lineBet) + ' 元');
    $('lines').textContent = parts.join('；');
  }
  // --- roulette ---
  function slipText() {
    if (!state.slip.length) return '未下注';
    return state.slip.map(function (b) {
      var n = b.numbers ? (b.kind === 'straight' ? b.numbers[0] + '号' : '第' + b.numbers[0]) : '';
      return (b.kind === 'straight' ? n : n + KIND_NAME[b.kind]) + ' ' + yuan(b.stake).replace('.00', '') + ' 元';
    }).join('、');
  }
  function addBet(bet) {
    if (state.slip.length >= 20) { say('每局最多 20 个筹码'); return; }
    state.slip.push(bet);
    $('slip').textContent = slipText();
  }
  function showRoulette(round) {
    var o = round.outcome;
    var p = $('pocket');
    p.textContent = String(o.pocket);
    p.className = o.colour;
  }
  // --- baccarat ---
  function showBaccarat(round) {
    var h = round.outcome.hand;
    $('player-cards').textContent = h.player.map(cardText).join(' ') + '（' + h.playerTotal + ' 点）';
    $('banker-cards').textContent = h.banker.map(cardText).join(' ') + '（' + h.bankerTotal + ' 点）';
  }
  function roundBody() {
    var b = { requestId: newId() };
    if (engine === 'roulette') b.bets = state.slip;
    else b.stake = state.stake;
    if (engine === 'baccarat') b.side = state.side;
    return b;
  }
  call('state').then(function (s) {
    state.symbols = (s.theme && s.theme.symbols) || [];
    kit.start(s, '', function (v) { state.stake = v; });
    showSeed(s.seed);
    if (engine === 'slot') drawReels([[2, 3, 4, 5, 6], [7, 8, 0, 2, 3], [4, 5, 1, 7, 8]], {});
    s.rounds.slice().reverse().forEach(addRound);
    $('play').disabled = false;
  }).catch(function (e) { say(e.message); });
  if (engine === 'roulette') {
    Array.prototype.forEach.call($('spots').children, function (b) {
      b.addEventListener('click', function () {
        var bet = { kind: b.dataset.kind, stake: state.stake };
        if (b.dataset.n) bet.numbers = [Number(b.dataset.n)];
        addBet(bet);
      });
    });
    $('add-straight').addEventListener('click', function () {
      var n = Number($('straight').value);
      if ($('straight').value === '' || !(n >= 0 && n <= 36) || Math.floor(n) !== n) { say('请输入 0–36 的号码'); return; }
      addBet({ kind: 'straight', numbers: [n], stake: state.stake });
    });
    $('clear-slip').addEventListener('click', function () { state.slip = []; $('slip').textContent = slipText(); });
  }
  if (engine === 'baccarat') {
    Array.prototype.forEach.call(document.querySelectorAll('.side'), function (b) {
      b.addEventListener('click', function () {
        state.side = b.dataset.side;
        Array.prototype.forEach.call(document.querySelectorAll('.side'), function (o) {
          o.setAttribute('aria-pressed', String(o === b));
        });
      });
    });
  }
  $('play').addEventListener('click', function () {
    if (state.busy) return;
    if (engine === 'roulette' && !state.slip.length) { say('请先下注'); return; }
    state.busy = true; $('play').disabled = true;
    call('round', roundBody()).then(function (res) {
      var r = res.round;
      if (engine === 'slot') showSlot(r);
      if (engine === 'roulette') showRoulette(r);
      if (engine === 'baccarat') showBaccarat(r);
      $('balance').textContent = yuan(res.balance);
      say(r.detail + '，' + (r.payout > 0 ? '返还 ' + yuan(r.payout) + ' 元' : '未中') + '（注 ' + yuan(r.stake) + ' 元）');
      addRound(r);
      if (r.fairness && !r.fairness.serverSeed) $('nonce').textContent = String(r.fairness.nonce + 1);
      if (res.balance < kit.minStake) return refresh();
    }).catch(function (e) { say(e.message); return refresh().catch(function () {}); }).then(function () {
      state.busy = false; $('play').disabled = false;
    });
  });
  $('rotate').addEventListener('click', function () {
    var seed = $('new-client-seed').value.trim();
    $('rotate').disabled = true;
    call('seed/rotate', seed ? { clientSeed: seed } : {}).then(function (res) {
      $('revealed').textContent = '已公开上一服务端种子：' + res.revealed.serverSeed + '（哈希 ' +
        res.revealed.serverSeedHash + '，共 ' + res.revealed.rounds + ' 局）。之前的记录现在可以验证。';
      showSeed(res.seed);
      $('new-client-seed').value = '';
    }).catch(function (e) { say(e.message); }).then(function () { $('rotate').disabled = false; });
  });
})();
`;
