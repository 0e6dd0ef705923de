#!/usr/bin/env node
// `npm run admin -- <command> …`: the operator CLI. Every command is one call to the running server's
// operator endpoints (/admin/*, bearer ADMIN_TOKEN), so the CLI and the browser tests drive exactly the
// same code. ARENA_URL picks the server (default http://127.0.0.1:8080).

const enc = encodeURIComponent;

/** name → [usage, (args) => [method, path, body?]] */
const COMMANDS = {
  outbox: ['outbox <phone|email>', ([t]) => ['GET', `/admin/outbox?target=${enc(t)}`]],
  member: ['member <name>', ([n]) => ['GET', `/admin/members/${enc(n)}`]],
  block: ['block <name>', ([n]) => ['POST', `/admin/members/${enc(n)}/block`, {}]],
  unblock: ['unblock <name>', ([n]) => ['POST', `/admin/members/${enc(n)}/unblock`, {}]],
  dormant: ['dormant <name>', ([n]) => ['POST', `/admin/members/${enc(n)}/dormant`, {}]],
  reviews: [
    'reviews [pending|approved|rejected]',
    ([s]) => ['GET', `/admin/reviews?status=${enc(s ?? 'pending')}`],
  ],
  approve: [
    'approve <reviewId> [remark]',
    ([id, r]) => ['POST', `/admin/reviews/${enc(id)}/approve`, r ? { remark: r } : {}],
  ],
  reject: [
    'reject <reviewId> [remark]',
    ([id, r]) => ['POST', `/admin/reviews/${enc(id)}/reject`, r ? { remark: r } : {}],
  ],
  'settle-deposit': [
    'settle-deposit <orderNo>',
    ([o]) => ['POST', `/admin/finance/deposits/${enc(o)}/settle`, {}],
  ],
  'reject-deposit': [
    'reject-deposit <orderNo> [reason]',
    ([o, r]) => ['POST', `/admin/finance/deposits/${enc(o)}/reject`, r ? { reason: r } : {}],
  ],
  'pay-withdrawal': [
    'pay-withdrawal <orderNo>',
    ([o]) => ['POST', `/admin/finance/withdrawals/${enc(o)}/pay`, {}],
  ],
  'reject-withdrawal': [
    'reject-withdrawal <orderNo> [reason]',
    ([o, r]) => ['POST', `/admin/finance/withdrawals/${enc(o)}/reject`, r ? { reason: r } : {}],
  ],
  orders: ['orders', () => ['GET', '/admin/finance/orders']],
  'ledger-check': ['ledger-check', () => ['GET', '/admin/ledger/check']],
  grant: [
    'grant <name> <amount in fen>',
    ([n, a]) => ['POST', `/admin/games/members/${enc(n)}/grant`, { amount: Number(a) }],
  ],
  venue: [
    'venue <code> <status: 0 open, 1 maintenance> [message]',
    ([c, s, m]) => ['POST', `/admin/venues/${enc(c)}`, { status: Number(s), message: m ?? null }],
  ],
  'news-articles': [
    'news-articles [limit]',
    ([l]) => ['GET', `/admin/news/articles?limit=${enc(l ?? '50')}`],
  ],
  'news-add': [
    'news-add <json: columnId, title, body, author, summary?, matchIds?>',
    ([j]) => ['POST', '/admin/news/articles', JSON.parse(j)],
  ],
  'news-edit': [
    'news-edit <articleId> <json patch>',
    ([id, j]) => ['POST', `/admin/news/articles/${enc(id)}`, JSON.parse(j)],
  ],
  'news-unpublish': [
    'news-unpublish <articleId>',
    ([id]) => ['POST', `/admin/news/articles/${enc(id)}/unpublish`, {}],
  ],
  'news-publish': [
    'news-publish <articleId>',
    ([id]) => ['POST', `/admin/news/articles/${enc(id)}/publish`, {}],
  ],
  'finish-match': [
    'finish-match <matchId> [home score] [visit score]',
    ([id, h, v]) => [
      'POST',
      `/admin/live/matches/${enc(id)}/finish`,
      h === undefined ? {} : { homeScore: Number(h), visitScore: Number(v ?? 0) },
    ],
  ],
  'support-operator': [
    'support-operator <name> <password> [display name]',
    ([n, p, d]) => [
      'POST',
      '/admin/support/operators',
      { name: n, password: p, ...(d ? { displayName: d } : {}) },
    ],
  ],
  switches: [
    'switches [json patch]',
    ([j]) => (j ? ['POST', '/admin/switches', JSON.parse(j)] : ['GET', '/admin/switches']),
  ],
  letter: [
    'letter <name> <title> <content> [in-app link]',
    ([n, ti, c, l]) => [
      'POST',
      '/admin/messages/letters',
      { name: n, title: ti, content: c, ...(l ? { link: l } : {}) },
    ],
  ],
  notice: [
    'notice <title> <content> [min VIP level]',
    ([ti, c, v]) => [
      'POST',
      '/admin/messages/notices',
      { title: ti, content: c, ...(v ? { minVipLevel: Number(v) } : {}) },
    ],
  ],
  'agent-applications': [
    'agent-applications [pending|approved|rejected]',
    ([s]) => ['GET', `/admin/agents/applications?status=${enc(s ?? 'pending')}`],
  ],
  'agent-approve': [
    'agent-approve <applicationId> [commission basis points]',
    ([id, bp]) => [
      'POST',
      `/admin/agents/applications/${enc(id)}/approve`,
      bp ? { commissionBp: Number(bp) } : {},
    ],
  ],
  'agent-reject': [
    'agent-reject <applicationId> [note]',
    ([id, n]) => ['POST', `/admin/agents/applications/${enc(id)}/reject`, n ? { note: n } : {}],
  ],
  responsible: ['responsible <name>', ([n]) => ['GET', `/admin/responsible/members/${enc(n)}`]],
  exclude: [
    'exclude <name> <timeout|self_exclusion> <days (1-42) | months (6-60)> [note]',
    ([n, k, len, note]) => [
      'POST',
      `/admin/responsible/members/${enc(n)}/exclusions`,
      {
        kind: k,
        ...(k === 'timeout' ? { days: Number(len) } : { months: Number(len) }),
        ...(note ? { note } : {}),
      },
    ],
  ],
  'activity-applications': [
    'activity-applications [pending|approved|rejected]',
    ([s]) => ['GET', `/admin/activities/applies${s ? `?status=${enc(s)}` : ''}`],
  ],
  'activity-approve': [
    'activity-approve <applicationId> [note]',
    ([id, n]) => ['POST', `/admin/activities/applies/${enc(id)}/approve`, n ? { note: n } : {}],
  ],
  'activity-reject': [
    'activity-reject <applicationId> [note]',
    ([id, n]) => ['POST', `/admin/activities/applies/${enc(id)}/reject`, n ? { note: n } : {}],
  ],
  'agent-commission': [
    'agent-commission <week, e.g. 2026-W48>',
    ([p]) => ['POST', '/admin/agents/commission/run', { period: p }],
  ],
};

function usage(message) {
  const lines = Object.values(COMMANDS).map(([u]) => `  npm run admin -- ${u}`);
  process.stderr.write(
    `${message ? `${message}\n\n` : ''}Usage (ADMIN_TOKEN and optional ARENA_URL in the environment):\n${lines.join('\n')}\n`,
  );
  process.exit(2);
}

const [name, ...args] = process.argv.slice(2);
const command = name ? COMMANDS[name] : undefined;
if (!command) usage(name ? `unknown command: ${name}` : '');
const token = process.env.ADMIN_TOKEN;
if (!token)
  usage(
    'ADMIN_TOKEN is not set: start the server with ADMIN_TOKEN=… npm start and pass the same value here.',
  );
const needed = (command[0].match(/<[^>]+>/g) ?? []).length;
if (args.length < needed) usage(`${name} needs ${needed} argument(s): ${command[0]}`);

const [method, path, body] = command[1](args);
const base = (process.env.ARENA_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
try {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  process.stdout.write(`${text}\n`);
  process.exit(res.ok ? 0 : 1);
} catch (err) {
  process.stderr.write(`cannot reach ${base}: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
