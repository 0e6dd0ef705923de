import type { Queryable } from '../src/db/db.ts';
import { FINANCE_DEFAULTS } from '../src/modules/wallet/finance-config.ts';
import { postMovement } from '../src/modules/wallet/ledger.ts';

/** Pay types (deposit methods). */
const PAY_TYPES = [
  ['bank', '银行卡转账', 1],
  ['alipay', '支付宝', 2],
  ['wechat', '微信支付', 3],
  ['usdt', 'USDT 充值', 4],
] as const;

/** id, pay type, name, wallet type, kind, min, max (minor units), fixed amounts, custom allowed, fee rate. */
const CHANNELS = [
  ['bank-1', 'bank', '网银转账 A', 'RMB', 'bank', 10_000, 5_000_000, [], true, '0'],
  ['bank-2', 'bank', '网银转账 B', 'RMB', 'bank', 50_000, 9_999_999, [], true, '0'],
  [
    'alipay-1',
    'alipay',
    '支付宝扫码',
    'RMB',
    'qr',
    10_000,
    500_000,
    [10_000, 20_000, 50_000, 100_000, 200_000, 500_000],
    false,
    '0',
  ],
  [
    'wechat-1',
    'wechat',
    '微信扫码',
    'RMB',
    'qr',
    10_000,
    300_000,
    [10_000, 30_000, 50_000, 100_000, 300_000],
    true,
    '0',
  ],
  ['usdt-trc20', 'usdt', 'USDT-TRC20', 'USDT', 'usdt', 10_000_000, 99_999_990_000, [], true, '0'],
  ['usdt-erc20', 'usdt', 'USDT-ERC20', 'USDT', 'usdt', 50_000_000, 99_999_990_000, [], true, '0'],
] as const;

const BANKS = [
  ['ICBC', '中国工商银行'],
  ['CCB', '中国建设银行'],
  ['ABC', '中国农业银行'],
  ['BOC', '中国银行'],
  ['CMB', '招商银行'],
  ['BOCOM', '交通银行'],
  ['PSBC', '中国邮政储蓄银行'],
  ['CIB', '兴业银行'],
] as const;

/** The demo member's starting play money: 10,000.00 yuan, a real 'bonus' movement posted once. */
export const DEMO_START_BALANCE = 1_000_000;
export const DEMO_BONUS_KEY = 'seed:demo-start-bonus';

/** Idempotent: inserts what is missing, never overwrites an operator's change; the bonus is posted once. */
export async function seedFinance(tx: Queryable): Promise<void> {
  for (const [key, value] of Object.entries(FINANCE_DEFAULTS))
    await tx.query('insert into finance_config (key, value) values ($1, $2) on conflict (key) do nothing', [
      key,
      JSON.stringify(value),
    ]);
  for (const [id, name, sort] of PAY_TYPES)
    await tx.query('insert into pay_type (id, name, sort) values ($1, $2, $3) on conflict (id) do nothing', [
      id,
      name,
      sort,
    ]);
  let sort = 0;
  for (const [id, type, name, walletType, kind, min, max, fixed, custom, fee] of CHANNELS)
    await tx.query(
      `insert into pay_channel (id, pay_type_id, name, wallet_type, kind, min_money, max_money, fixed_amounts,
       allow_custom, fee_rate, sort) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (id) do nothing`,
      [id, type, name, walletType, kind, min, max, JSON.stringify(fixed), custom, fee, (sort += 1)],
    );
  sort = 0;
  for (const [code, name] of BANKS)
    await tx.query('insert into bank (code, name, sort) values ($1, $2, $3) on conflict (code) do nothing', [
      code,
      name,
      (sort += 1),
    ]);
  const demo = await tx.query<{ id: number | string }>("select id from member where lower(name) = 'demo'");
  const row = demo.rows[0];
  if (row) {
    const memberId = Number(row.id);
    await postMovement(tx, {
      idempotencyKey: DEMO_BONUS_KEY,
      memberId,
      type: 'bonus',
      remark: '新会员体验金',
      postings: [
        { memberId: null, account: 'house:bonus', currency: 'CNY', amount: -DEMO_START_BALANCE },
        { memberId, account: 'main', currency: 'CNY', amount: DEMO_START_BALANCE },
      ],
    });
  }
}
