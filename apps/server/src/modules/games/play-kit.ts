/*
 * The script every game page loads before its own (game-page-shell.ts): the helpers the dice, venue and
 * crash scripts share — money in yuan, request ids, the ticket-authenticated JSON calls, the stake chips,
 * the offer to move the centre wallet in, and leaving the game. Plain ES5-style JavaScript from the same
 * origin, as the pages' CSP requires; it sets one global, `ArenaPlay`.
 */

export const PLAY_KIT_JS = `'use strict';
window.ArenaPlay = (function () {
  var ticket = document.body.dataset.ticket;
  var $ = function (id) { return document.getElementById(id); };
  var kit = { $: $, minStake: 0, rollback: '/app/egame', beforeLeave: null };
  kit.yuan = function (fen) {
    var s = (Math.abs(fen) / 100).toFixed(2).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',');
    return (fen < 0 ? '-' : '') + s;
  };
  kit.newId = function () {
    return crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random().toString(16).slice(2);
  };
  kit.call = function (path, data) {
    return fetch('/play/api/' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Object.assign({ ticket: ticket }, data || {})),
      credentials: 'omit',
    }).then(function (r) { return r.json(); }).then(function (res) {
      if (res.code !== 0) throw new Error(res.msg || '请求失败');
      return res.data;
    });
  };
  kit.say = function (text) { $('result').textContent = text; };
  // Only an address on this origin is followed: a launch cannot be turned into an open redirect.
  kit.safeRollback = function (addr) {
    try { var u = new URL(addr, location.href); if (u.origin === location.origin) return u.href; } catch (e) {}
    return '/app/egame';
  };
  // Auto-transfer off leaves a funded member at 0.00 in the venue: offer the centre balance here.
  kit.showTopup = function (balance, center) {
    if (center === null || center === undefined) { $('topup').hidden = true; return; }
    var short = balance < kit.minStake;
    $('topup').hidden = !short && center <= 0;
    $('topup-in').hidden = center <= 0;
    $('topup-deposit').hidden = center > 0 || !short;
    $('topup-in').textContent = '从中心钱包转入 ' + kit.yuan(center) + ' 元';
    $('topup-text').textContent = short
      ? (center > 0 ? '场馆余额不足 ' + kit.yuan(kit.minStake) + ' 元，无法下注。中心钱包有 ' + kit.yuan(center) + ' 元。'
        : '场馆余额不足，中心钱包也没有余额。')
      : '中心钱包有 ' + kit.yuan(center) + ' 元。';
  };
  kit.showBalance = function (balance, center) {
    $('balance').textContent = kit.yuan(balance);
    if (center !== undefined) kit.showTopup(balance, center);
  };
  // The page's first state: where to go back to, the smallest stake, the stake chips (suffix after the
  // amount, e.g. ' 元'); onStake(v) when one is chosen. Answers the function that selects a stake.
  kit.start = function (s, suffix, onStake) {
    kit.rollback = kit.safeRollback(s.rollbackAddress);
    $('back').href = kit.rollback;
    kit.minStake = s.stakes[0];
    var select = function (v) {
      onStake(v);
      Array.prototype.forEach.call($('stakes').children, function (b) {
        b.setAttribute('aria-pressed', String(Number(b.dataset.stake) === v));
      });
    };
    s.stakes.forEach(function (v) {
      var b = document.createElement('button');
      b.type = 'button'; b.dataset.stake = String(v); b.textContent = kit.yuan(v).replace('.00', '') + suffix;
      b.addEventListener('click', function () { select(v); });
      $('stakes').appendChild(b);
    });
    select(s.stakes[0]);
    kit.showBalance(s.balance, s.centerBalance);
    return select;
  };
  var moving = false;
  $('topup-in').addEventListener('click', function () {
    if (moving) return;
    moving = true; $('topup-in').disabled = true;
    kit.call('transfer-in', { requestId: kit.newId() }).then(function (res) {
      kit.showBalance(res.balance, res.centerBalance);
      kit.say(res.moved > 0 ? '已转入 ' + kit.yuan(res.moved) + ' 元' : '中心钱包没有可转入的余额');
    }).catch(function (e) { kit.say(e.message); }).then(function () {
      moving = false; $('topup-in').disabled = false;
    });
  });
  function leave(ev) {
    if (ev) ev.preventDefault();
    if (kit.beforeLeave) kit.beforeLeave();
    $('leave').disabled = true;
    kit.call('leave').then(function (res) { location.assign(kit.safeRollback(res.rollbackAddress)); })
      .catch(function () { location.assign(kit.rollback); });
  }
  $('leave').addEventListener('click', function () { leave(); });
  $('back').addEventListener('click', leave);
  return kit;
})();
`;
