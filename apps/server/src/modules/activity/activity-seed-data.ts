import type { GiftRow } from './activity-extras-repository.ts';

/** Demo activities of spec §1/§7 (amounts in CNY fen); the seed gives each a window around "now". */
export const ACTIVITY_SEEDS = [
  {
    id: 'sign-daily',
    kind: 'sign',
    title: '每日签到礼',
    category: 'other',
    content:
      '每天签到一次（按北京时间计日），连续签到奖励逐日递增，第 7 天起每天 18 元。\n漏签一天连续天数重新计算。\n奖励需完成 1 倍有效流水方可提现。',
    config: { rewards: [100, 200, 300, 500, 800, 1000, 1800], multiple: 1 },
  },
  {
    id: 'first-deposit',
    kind: 'first_deposit',
    title: '首存送 50%',
    category: 'deposit',
    content:
      '充值前报名，首笔充值满 100 元即送充值金额 50% 的彩金，最高 388 元。\n彩金需完成 3 倍有效流水方可提现。',
    config: { rateBp: 5000, maxBonus: 38_800, minDeposit: 10_000, multiple: 3 },
  },
  {
    id: 'continuous-deposit',
    kind: 'continuous_deposit',
    title: '连续存款奖',
    category: 'deposit',
    content: '报名后连续每天充值（北京时间），连续第 2、3、5 天分别奖励 18、38、88 元。',
    config: {
      tiers: [
        { day: 2, reward: 1800 },
        { day: 3, reward: 3800 },
        { day: 5, reward: 8800 },
      ],
      multiple: 1,
    },
  },
  {
    id: 'wheel-lucky',
    kind: 'wheel',
    title: '幸运大转盘',
    category: 'other',
    content: '活动期间每充值 100 元获得 1 次转盘机会。奖品与概率如下表，结果由服务器按公布的权重抽取。',
    config: {
      chanceDeposit: 10_000,
      multiple: 1,
      prizes: [
        { id: 'w1', name: '888 元', kind: 'cash', amount: 88_800, weight: 1 },
        { id: 'w2', name: '88 元', kind: 'cash', amount: 8_800, weight: 9 },
        { id: 'w3', name: '18 元', kind: 'cash', amount: 1_800, weight: 40 },
        { id: 'w4', name: '8 元', kind: 'cash', amount: 800, weight: 150 },
        { id: 'w5', name: '2 元', kind: 'cash', amount: 200, weight: 300 },
        { id: 'w6', name: '100 积分', kind: 'points', amount: 100, weight: 200 },
        { id: 'w7', name: '1 元', kind: 'cash', amount: 100, weight: 200 },
        { id: 'w8', name: '谢谢参与', kind: 'nothing', amount: 0, weight: 100 },
      ],
    },
  },
  {
    id: 'lottery-gold',
    kind: 'lottery',
    title: '黄金抽奖',
    category: 'other',
    content: '活动期间每充值 200 元获得 1 次抽奖机会。',
    config: {
      chanceDeposit: 20_000,
      multiple: 1,
      prizes: [
        { id: 'l1', name: '188 元', kind: 'cash', amount: 18_800, weight: 5 },
        { id: 'l2', name: '28 元', kind: 'cash', amount: 2_800, weight: 95 },
        { id: 'l3', name: '5 元', kind: 'cash', amount: 500, weight: 500 },
        { id: 'l4', name: '谢谢参与', kind: 'nothing', amount: 0, weight: 400 },
      ],
    },
  },
  {
    id: 'envelope-rain',
    kind: 'envelope',
    title: '整点红包雨',
    category: 'other',
    content: '每小时整点开始一轮红包雨，持续 20 分钟；每轮奖池 888 元，抢完即止，每人每轮最多抢 3 个。',
    config: {
      everyMinutes: 60,
      roundMinutes: 20,
      pool: 88_800,
      min: 100,
      max: 888,
      perMember: 3,
      multiple: 1,
    },
  },
  {
    id: 'euro-quiz',
    kind: 'quiz',
    title: '欧洲杯竞猜',
    category: 'sports',
    content: '竞猜即将开赛的足球比赛胜平负，开赛即截止；比赛结束按最终比分结算，猜中每场奖励 8.88 元。',
    config: { prize: 888, sport: 'football', max: 5, multiple: 1 },
  },
  {
    id: 'guess-match',
    kind: 'guess',
    title: '天天猜赛果',
    category: 'sports',
    content: '每场比赛开赛前可竞猜一次，猜中最终赛果奖励 5.88 元。',
    config: { prize: 588, sport: 'football', max: 6, multiple: 1 },
  },
  {
    id: 'invite-friend',
    kind: 'invite',
    title: '邀请好友',
    category: 'other',
    content: '分享您的专属邀请链接或二维码，好友注册后首笔充值满 100 元，您可获得 28 元奖励。',
    config: { reward: 2800, minDeposit: 10_000, multiple: 1 },
  },
  {
    id: 'novice-pack',
    kind: 'novice',
    title: '新人礼包',
    category: 'newcomer',
    newMembersOnly: true,
    content: '注册 30 天内完成任务即可领取对应礼金。',
    config: {
      days: 30,
      multiple: 1,
      packages: [
        { id: 'bind_phone', title: '绑定手机', reward: 300 },
        { id: 'real_name', title: '完善真实姓名', reward: 300 },
        { id: 'first_deposit', title: '完成首次充值', reward: 800 },
        { id: 'first_round', title: '完成首局游戏', reward: 500 },
      ],
    },
  },
  {
    id: 'back-flow',
    kind: 'back_flow',
    title: '回归礼金',
    category: 'other',
    content: '14 天内未充值的老会员回归可申请一次回归礼金 58 元。',
    config: { idleDays: 14, reward: 5800, multiple: 1 },
  },
  {
    id: 'weekly-barrier',
    kind: 'barrier',
    title: '周周闯关',
    category: 'egame',
    content:
      '每周一 00:00（北京时间）起累计有效流水，达到关卡要求即可领取该关奖励，每关每周限领一次：\n第 1 关 流水 1,000 元 奖 8 元\n第 2 关 流水 5,000 元 奖 38 元\n第 3 关 流水 20,000 元 奖 128 元\n奖励需完成 1 倍流水后方可提现。',
    config: {
      tiers: [
        { turnover: 100_000, reward: 800 },
        { turnover: 500_000, reward: 3_800 },
        { turnover: 2_000_000, reward: 12_800 },
      ],
      multiple: 1,
    },
  },
  {
    id: 'welcome-review',
    kind: 'promo',
    title: '新会员见面礼（审核）',
    category: 'newcomer',
    needsReview: true,
    content: '提交申请后由客服审核，通过后发放 18.88 元彩金。',
    config: { bonus: 1888, multiple: 1 },
  },
  {
    id: 'top-gift',
    kind: 'top_gift',
    title: '积分兑换好礼',
    category: 'vip',
    content: '使用积分兑换彩金或礼品，库存有限，兑完即止。',
    config: { multiple: 1 },
  },
] as const;

export const GIFT_SEEDS: readonly GiftRow[] = [
  { id: 'gift-cash-10', activityId: 'top-gift', name: '10 元彩金', costPoints: 1000, cash: 1000, stock: 500 },
  { id: 'gift-cash-50', activityId: 'top-gift', name: '50 元彩金', costPoints: 4800, cash: 5000, stock: 100 },
  { id: 'gift-jersey', activityId: 'top-gift', name: '定制球衣', costPoints: 20_000, cash: 0, stock: 20 },
];

export const SPONSOR_SEEDS = [
  { id: 'zz-1', tab: 'zz', title: '官方合作伙伴', imageUrl: '', linkUrl: '/app/activity' },
  { id: 'zz-2', tab: 'zz', title: '合作球队', imageUrl: '', linkUrl: '/app/activity' },
  { id: 'news-1', tab: 'news', title: '赞助资讯：新赛季合作签约', imageUrl: '', linkUrl: '/app/news' },
] as const;
