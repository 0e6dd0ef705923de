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
.history .high{color:#4ade80}.history .low{color:#f87171}
.players ol{padding:0;list-style:none;margin:0}
.players li{display:flex;gap:.5rem;justify-content:space-between;padding:.25rem 0;border-bottom:1px solid var(--line,#2a3350);font-size:.9rem}
.players .cashed{color:#4ade80}.players .lost{color:#f87171}.muted{opacity:.7;font-weight:400;font-size:.85rem}`;

export const CRASH_JS = `'use strict';
(function () {
  var kit = window.ArenaPlay;
  var $ = kit.$, yuan = kit.yuan, call = kit.call, say = kit.say, newId = kit.newId;
  var state = { stake: 0, round: null, bet: null, m: 100, offset: 0, busy: false, ws: null, closed: false, players: null };
  function times(m) { return (m / 100).toFixed(2) + '×'; }
  function verifyHref(r) {
    return '/app/fair?engine=crash&hash=' + r.serverSeedHash + '&client=' + encodeURIComponent(r.clientSeed || 'arena-crash') +
      '&nonce=' + r.roundNo;
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
  function playerStatus(p) {
    if (p.status === 'cashed') return { text: '兑现 ' + times(p.cashout), cls: 'cashed' };
    if (p.status === 'lost') return { text: '未兑现', cls: 'lost' };
    return { text: '等待兑现', cls: '' };
  }
  // The bets of the last round that had any: a new round takes the list over with its first bet.
  function showPlayers(v) {
    if (!v || (v.count === 0 && state.players && state.players.roundNo !== v.roundNo)) return;
    if (state.players && v.roundNo < state.players.roundNo) return;
    state.players = v;
    $('players-round').textContent = '第 ' + v.roundNo + ' 局';
    var list = $('players');
    while (list.firstChild) list.removeChild(list.firstChild);
    $('players-sum').textContent = v.count > 0 ? v.count + ' 人 · 共 ' + yuan(v.totalStake) + ' 元' : '';
    if (v.players.length === 0) {
      var empty = document.createElement('li'); empty.className = 'muted'; empty.textContent = '暂无玩家下注';
      list.appendChild(empty);
      return;
    }
    v.players.forEach(function (p) {
      var li = document.createElement('li');
      var name = document.createElement('span'); name.textContent = p.player;
      var stake = document.createElement('span'); stake.textContent = yuan(p.stake) + ' 元';
      var st = playerStatus(p);
      var out = document.createElement('span'); out.textContent = st.text; out.className = st.cls;
      li.appendChild(name); li.appendChild(stake); li.appendChild(out);
      list.appendChild(li);
    });
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
      kit.showBalance(s.balance, s.centerBalance);
      showBets(s.bets);
      var latest = s.bets[0];
      if (latest && state.round && latest.roundNo === state.round.roundNo) state.bet = latest;
      render();
      return s;
    });
  }
  function onFrame(f) {
    if (f.type === 'players') { showPlayers(f); return; }
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
  kit.beforeLeave = function () { state.closed = true; };
  setInterval(function () { if (state.round && state.round.phase === 'betting') render(); }, 250);
  call('crash/state').then(function (s) {
    state.offset = s.serverNow - Date.now();
    kit.start(s, ' 元', function (v) { state.stake = v; });
    s.history.forEach(function (r) { addHistory(r, true); });
    showBets(s.bets);
    if (!state.round) state.round = s.round;
    showPlayers(s.players);
    var latest = s.bets[0];
    if (latest && latest.roundNo === s.round.roundNo) state.bet = latest;
    render();
    connect();
  }).catch(function (e) { say(e.message); });
})();
`;
