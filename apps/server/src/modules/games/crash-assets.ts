/*
 * Style sheet and script of the crash page (crash-page.ts), on top of the shared venue style sheet.
 * Plain ES5-style JavaScript from the same origin: the page's CSP allows no inline code and no eval.
 * The multiplier shown is the one the socket sends; the page never decides a cash-out, the server does.
 */

export const CRASH_CSS = `.crash{text-align:center}
.multiplier{font-size:3.5rem;font-weight:800;margin:.25rem 0;color:var(--accent,#ffd166);font-variant-numeric:tabular-nums}
.multiplier.busted{color:#f87171}.multiplier.waiting{opacity:.6}
.round-no{margin:0;font-size:.9rem}.hash{margin:.25rem 0 0;font-size:.8rem}
.actions{margin-top:.5rem}.actions .primary{flex:1;width:auto}
.cash{background:#4ade80}
#auto{width:6rem}
.history{display:flex;flex-wrap:wrap;gap:.4rem;padding:0;list-style:none}
.history li{padding:.2rem .5rem;border-radius:.4rem;background:var(--panel,#1b2238);font-size:.85rem}
.history .high{color:#4ade80}.history .low{color:#f87171}`;

export const CRASH_JS = `'use strict';
(function () {
  var ticket = document.body.dataset.ticket;
  var $ = function (id) { return document.getElementById(id); };
  var state = { stake: 0, minStake: 0, round: null, bet: null, m: 100, offset: 0, busy: false, rollback: '/app/egame', ws: null, closed: false };
  function yuan(fen) {
    var s = (Math.abs(fen) / 100).toFixed(2).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',');
    return (fen < 0 ? '-' : '') + s;
  }
  function times(m) { return (m / 100).toFixed(2) + '×'; }
  function newId() {
    return crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random().toString(16).slice(2);
  }
  function call(path, data) {
    return fetch('/play/api/' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Object.assign({ ticket: ticket }, data || {})),
      credentials: 'omit',
    }).then(function (r) { return r.json(); }).then(function (res) {
      if (res.code !== 0) throw new Error(res.msg || '请求失败');
      return res.data;
    });
  }
  function say(t) { $('result').textContent = t; }
  function safeRollback(addr) {
    try { var u = new URL(addr, location.href); if (u.origin === location.origin) return u.href; } catch (e) {}
    return '/app/egame';
  }
  function showBalance(b, center) {
    $('balance').textContent = yuan(b);
    if (center === null || center === undefined) return;
    var short = b < state.minStake;
    $('topup').hidden = !short;
    $('topup-in').hidden = center <= 0;
    $('topup-deposit').hidden = center > 0;
    $('topup-in').textContent = '从中心钱包转入 ' + yuan(center) + ' 元';
    $('topup-text').textContent = center > 0 ? '场馆余额不足 ' + yuan(state.minStake) + ' 元，中心钱包有 ' + yuan(center) + ' 元。' : '场馆余额不足，中心钱包也没有余额。';
  }
  function verifyHref(r) {
    return '/app/fair?engine=crash&hash=' + r.serverSeedHash + '&client=' + encodeURIComponent(r.clientSeed || 'arena-crash') +
      '&nonce=' + r.roundNo + '&seed=' + r.serverSeed;
  }
  function addHistory(r, atEnd) {
    var li = document.createElement('li');
    li.className = r.point >= 200 ? 'high' : 'low';
    var a = document.createElement('a');
    a.href = verifyHref(r);
    a.textContent = '第 ' + r.roundNo + ' 局 ' + times(r.point);
    a.title = '验证第 ' + r.roundNo + ' 局';
    li.appendChild(a);
    var list = $('history');
    if (atEnd) list.appendChild(li); else list.insertBefore(li, list.firstChild);
    while (list.children.length > 20) list.removeChild(list.lastChild);
  }
  function betText(b) {
    var head = '第 ' + b.roundNo + ' 局 · 注 ' + yuan(b.stake) + ' 元' + (b.autoTarget ? ' · 自动 ' + times(b.autoTarget) : '');
    if (b.status === 'cashed') return head + ' · 兑现 ' + times(b.cashout) + ' · 返还 ' + yuan(b.payout) + ' 元';
    if (b.status === 'lost') return head + ' · 爆破，未兑现';
    return head + ' · 进行中';
  }
  function showBets(bets) {
    var list = $('rounds');
    while (list.firstChild) list.removeChild(list.firstChild);
    bets.forEach(function (b) { var li = document.createElement('li'); li.textContent = betText(b); list.appendChild(li); });
  }
  function mine() { return state.bet && state.round && state.bet.roundNo === state.round.roundNo ? state.bet : null; }
  function render() {
    var r = state.round;
    if (!r) return;
    var now = Date.now() + state.offset;
    var b = mine();
    $('round-no').textContent = String(r.roundNo);
    $('round-hash').textContent = r.serverSeedHash;
    var mul = $('multiplier');
    if (r.phase === 'betting') {
      var left = Math.max(0, Math.ceil((r.startAt - now) / 1000));
      $('phase').textContent = '下注中 · ' + left + ' 秒后开始';
      mul.textContent = '1.00×'; mul.className = 'multiplier waiting';
    } else if (r.phase === 'running') {
      $('phase').textContent = '进行中';
      mul.textContent = times(state.m); mul.className = 'multiplier';
    } else {
      $('phase').textContent = '已爆破 · 等待下一局';
      mul.textContent = '爆于 ' + times(r.point); mul.className = 'multiplier busted';
    }
    $('bet').disabled = state.busy || r.phase !== 'betting' || !!b;
    $('bet').textContent = b && r.phase === 'betting' ? '已下注 ' + yuan(b.stake) + ' 元' : '下注';
    var open = b && b.status === 'open' && r.phase === 'running';
    $('cashout').disabled = state.busy || !open;
    $('cashout').textContent = open ? '兑现 ' + yuan(Math.floor(b.stake * state.m / 100)) + ' 元' : '兑现';
  }
  function refresh() {
    return call('crash/state').then(function (s) {
      state.offset = s.serverNow - Date.now();
      showBalance(s.balance, s.centerBalance);
      showBets(s.bets);
      var latest = s.bets[0];
      if (latest && state.round && latest.roundNo === state.round.roundNo) state.bet = latest;
      render();
      return s;
    });
  }
  function onFrame(f) {
    if (f.type === 'round') {
      state.offset = f.at - Date.now();
      state.round = f; state.m = 100;
      if (f.phase === 'running') state.m = 100;
    } else if (f.type === 'tick') {
      if (!state.round || state.round.roundNo !== f.roundNo) return;
      state.round.phase = 'running'; state.m = f.m;
      var b = mine();
      if (b && b.status === 'open' && b.autoTarget && f.m >= b.autoTarget && !b.autoSeen) {
        b.autoSeen = true;
        setTimeout(function () { refresh().catch(function () {}); }, 700);
      }
    } else if (f.type === 'bust') {
      if (state.round && state.round.roundNo === f.roundNo) {
        state.round.phase = 'busted'; state.round.point = f.point; state.round.serverSeed = f.serverSeed;
      }
      addHistory({ roundNo: f.roundNo, point: f.point, serverSeed: f.serverSeed, serverSeedHash: f.serverSeedHash });
      if (mine()) setTimeout(function () { refresh().catch(function () {}); }, 300);
    }
    render();
  }
  function connect() {
    var ws = new WebSocket((location.protocol === 'https:' ? 'wss:' : 'ws:') + '//' + location.host + '/ws/crash');
    state.ws = ws;
    ws.onmessage = function (ev) { try { onFrame(JSON.parse(ev.data)); } catch (e) { say('数据异常'); } };
    ws.onclose = function () { if (!state.closed) { $('phase').textContent = '连接中断，正在重连…'; setTimeout(connect, 1000); } };
  }
  function setStake(v) {
    state.stake = v;
    Array.prototype.forEach.call($('stakes').children, function (b) {
      b.setAttribute('aria-pressed', String(Number(b.dataset.stake) === v));
    });
  }
  function autoTarget() {
    var v = $('auto').value.trim();
    if (!v) return undefined;
    var n = Math.round(Number(v) * 100);
    if (!(n >= 101 && n <= 100000)) throw new Error('自动兑现倍数须在 1.01 至 1000 之间');
    return n;
  }
  $('bet').addEventListener('click', function () {
    var target;
    try { target = autoTarget(); } catch (e) { say(e.message); return; }
    state.busy = true; render();
    var body = { requestId: newId(), stake: state.stake };
    if (target) body.autoTarget = target;
    call('crash/bet', body).then(function (res) {
      state.bet = res.bet;
      $('balance').textContent = yuan(res.balance);
      say('已下注 ' + yuan(res.bet.stake) + ' 元（第 ' + res.bet.roundNo + ' 局）');
    }).catch(function (e) { say(e.message); }).then(function () { state.busy = false; render(); });
  });
  $('cashout').addEventListener('click', function () {
    var b = mine();
    if (!b) return;
    state.busy = true; render();
    call('crash/cashout', { roundNo: b.roundNo }).then(function (res) {
      state.bet = res.bet;
      $('balance').textContent = yuan(res.balance);
      say('已在 ' + times(res.bet.cashout) + ' 兑现，返还 ' + yuan(res.bet.payout) + ' 元（注 ' + yuan(res.bet.stake) + ' 元）');
      return refresh();
    }).catch(function (e) { say(e.message); }).then(function () { state.busy = false; render(); });
  });
  $('topup-in').addEventListener('click', function () {
    $('topup-in').disabled = true;
    call('transfer-in', { requestId: newId() }).then(function (res) {
      showBalance(res.balance, res.centerBalance);
      say(res.moved > 0 ? '已转入 ' + yuan(res.moved) + ' 元' : '中心钱包没有可转入的余额');
    }).catch(function (e) { say(e.message); }).then(function () { $('topup-in').disabled = false; });
  });
  function leave(ev) {
    if (ev) ev.preventDefault();
    state.closed = true;
    $('leave').disabled = true;
    call('leave').then(function (res) { location.assign(safeRollback(res.rollbackAddress)); })
      .catch(function () { location.assign(state.rollback); });
  }
  $('leave').addEventListener('click', function () { leave(); });
  $('back').addEventListener('click', leave);
  setInterval(function () { if (state.round && state.round.phase === 'betting') render(); }, 250);
  call('crash/state').then(function (s) {
    state.rollback = safeRollback(s.rollbackAddress);
    $('back').href = state.rollback;
    state.minStake = s.stakes[0];
    state.offset = s.serverNow - Date.now();
    s.stakes.forEach(function (v) {
      var btn = document.createElement('button');
      btn.type = 'button'; btn.dataset.stake = String(v); btn.textContent = yuan(v).replace('.00', '') + ' 元';
      btn.addEventListener('click', function () { setStake(v); });
      $('stakes').appendChild(btn);
    });
    setStake(s.stakes[0]);
    showBalance(s.balance, s.centerBalance);
    s.history.forEach(function (r) { addHistory(r, true); });
    showBets(s.bets);
    if (!state.round) state.round = s.round;
    var latest = s.bets[0];
    if (latest && latest.roundNo === s.round.roundNo) state.bet = latest;
    render();
    connect();
  }).catch(function (e) { say(e.message); });
})();
`;
