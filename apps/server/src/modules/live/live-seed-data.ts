/*
 * Demo data of the live area (docs/live.md "Seed"): real league names, their clubs and teams, and
 * the streamers. Matches and rooms are derived from these lists by seed/live-seed.ts, so the seed is
 * deterministic: the same ids on every machine.
 */

export type LiveSport = 'football' | 'basketball' | 'esports';

export interface LeagueSeed {
  id: string;
  sport: LiveSport;
  name: string;
  /** Venue the matches come from, already mapped (spec §3: OBTY → YB, IMTY → IM). */
  venue: string;
  teams: readonly (readonly [name: string, short: string])[];
}

export const LEAGUES: readonly LeagueSeed[] = [
  {
    id: 'l-epl',
    sport: 'football',
    name: '英格兰超级联赛',
    venue: 'YB',
    teams: [
      ['阿森纳', 'ARS'],
      ['曼彻斯特城', 'MCI'],
      ['利物浦', 'LIV'],
      ['切尔西', 'CHE'],
      ['托特纳姆热刺', 'TOT'],
      ['曼彻斯特联', 'MUN'],
      ['纽卡斯尔联', 'NEW'],
      ['阿斯顿维拉', 'AVL'],
    ],
  },
  {
    id: 'l-laliga',
    sport: 'football',
    name: '西班牙甲级联赛',
    venue: 'YB',
    teams: [
      ['皇家马德里', 'RMA'],
      ['巴塞罗那', 'BAR'],
      ['马德里竞技', 'ATM'],
      ['皇家社会', 'RSO'],
      ['毕尔巴鄂竞技', 'ATH'],
      ['比利亚雷亚尔', 'VIL'],
      ['塞维利亚', 'SEV'],
      ['瓦伦西亚', 'VAL'],
    ],
  },
  {
    id: 'l-seriea',
    sport: 'football',
    name: '意大利甲级联赛',
    venue: 'IM',
    teams: [
      ['国际米兰', 'INT'],
      ['AC米兰', 'MIL'],
      ['尤文图斯', 'JUV'],
      ['那不勒斯', 'NAP'],
      ['罗马', 'ROM'],
      ['拉齐奥', 'LAZ'],
      ['亚特兰大', 'ATA'],
      ['佛罗伦萨', 'FIO'],
    ],
  },
  {
    id: 'l-bundesliga',
    sport: 'football',
    name: '德国甲级联赛',
    venue: 'YB',
    teams: [
      ['拜仁慕尼黑', 'FCB'],
      ['多特蒙德', 'BVB'],
      ['勒沃库森', 'B04'],
      ['RB莱比锡', 'RBL'],
      ['斯图加特', 'VFB'],
      ['法兰克福', 'SGE'],
      ['沃尔夫斯堡', 'WOB'],
      ['门兴格拉德巴赫', 'BMG'],
    ],
  },
  {
    id: 'l-csl',
    sport: 'football',
    name: '中国足球超级联赛',
    venue: 'IM',
    teams: [
      ['上海海港', 'SHP'],
      ['上海申花', 'SHS'],
      ['山东泰山', 'SDT'],
      ['北京国安', 'BJG'],
      ['成都蓉城', 'CDR'],
      ['浙江队', 'ZJP'],
      ['天津津门虎', 'TJT'],
      ['武汉三镇', 'WHT'],
    ],
  },
  {
    id: 'l-nba',
    sport: 'basketball',
    name: 'NBA',
    venue: 'YB',
    teams: [
      ['波士顿凯尔特人', 'BOS'],
      ['洛杉矶湖人', 'LAL'],
      ['金州勇士', 'GSW'],
      ['丹佛掘金', 'DEN'],
      ['密尔沃基雄鹿', 'MIL'],
      ['菲尼克斯太阳', 'PHX'],
      ['达拉斯独行侠', 'DAL'],
      ['纽约尼克斯', 'NYK'],
    ],
  },
  {
    id: 'l-cba',
    sport: 'basketball',
    name: 'CBA',
    venue: 'IM',
    teams: [
      ['广东宏远', 'GDH'],
      ['辽宁本钢', 'LNB'],
      ['浙江稠州', 'ZJC'],
      ['上海久事', 'SHJ'],
      ['北京首钢', 'BJS'],
      ['新疆伊力特', 'XJF'],
      ['山西汾酒', 'SXF'],
      ['深圳马可波罗', 'SZL'],
    ],
  },
  {
    id: 'l-lpl',
    sport: 'esports',
    name: '英雄联盟职业联赛 LPL',
    venue: 'YB',
    teams: [
      ['BLG', 'BLG'],
      ['JDG', 'JDG'],
      ['TES', 'TES'],
      ['LNG', 'LNG'],
      ['WBG', 'WBG'],
      ['EDG', 'EDG'],
      ['IG', 'IG'],
      ['RNG', 'RNG'],
    ],
  },
  {
    id: 'l-kpl',
    sport: 'esports',
    name: '王者荣耀职业联赛 KPL',
    venue: 'YB',
    teams: [
      ['AG超玩会', 'AG'],
      ['重庆狼队', 'WOLF'],
      ['成都AG', 'CDAG'],
      ['武汉eStarPro', 'ES'],
      ['北京JDG', 'JDGK'],
      ['广州TTG', 'TTG'],
      ['杭州LGD', 'LGD'],
      ['南京Hero', 'HERO'],
    ],
  },
];

/** Match length in minutes, per sport (football includes the break, basketball the stoppages). */
export const DURATION_MIN: Readonly<Record<LiveSport, number>> = {
  football: 105,
  basketball: 130,
  esports: 50,
};

/** How many matches of each sport the seed creates (the popular list shows 200 of them, spec §9). */
export const MATCH_COUNT: Readonly<Record<LiveSport, number>> = {
  football: 110,
  basketball: 60,
  esports: 50,
};

/** nickName, followers. */
export const ANCHORS: readonly (readonly [string, number])[] = [
  ['球评老王', 182_000],
  ['篮球小鱼', 96_500],
  ['电竞阿杰', 254_300],
  ['足球解说晓峰', 77_800],
  ['看球的兔子', 43_100],
  ['战术板大熊', 61_900],
  ['夜猫子看球', 12_400],
  ['峡谷小乔', 318_700],
  ['绿茵少年', 8_600],
  ['三分王阿飞', 55_200],
  ['主队永不眠', 21_000],
  ['比赛前瞻君', 17_300],
];

/**
 * Streamer rooms: anchor index, kind, streamer status (streamer-status.ts: 0 not started, 1–3 on,
 * 4 interrupted), title. Pure-match rooms are bound to the n-th live-or-soon match at seed time.
 * `r-cast-4` (not started) and `r-cast-5` (interrupted) are the fixed rooms the browser tests open.
 */
export const ROOMS: readonly {
  id: string;
  anchor: number;
  type: 'pureMatch' | 'castLive';
  status: number;
  title: string;
  desc: string;
}[] = [
  {
    id: 'r-match-1',
    anchor: 0,
    type: 'pureMatch',
    status: 2,
    title: '英超焦点战全场解说',
    desc: '老王带你看球',
  },
  { id: 'r-match-2', anchor: 1, type: 'pureMatch', status: 2, title: 'NBA 今日焦点', desc: '数据流解说' },
  { id: 'r-match-3', anchor: 2, type: 'pureMatch', status: 1, title: 'LPL 赛前分析', desc: 'BP 深度解读' },
  { id: 'r-match-4', anchor: 3, type: 'pureMatch', status: 3, title: '西甲中场聊球', desc: '' },
  { id: 'r-match-5', anchor: 4, type: 'pureMatch', status: 0, title: '意甲晚场', desc: '开赛前 10 分钟开播' },
  { id: 'r-match-6', anchor: 5, type: 'pureMatch', status: 4, title: '德甲战术复盘', desc: '' },
  { id: 'r-match-7', anchor: 9, type: 'pureMatch', status: 2, title: 'CBA 直播间', desc: '' },
  { id: 'r-match-8', anchor: 7, type: 'pureMatch', status: 1, title: 'KPL 峡谷之巅', desc: '' },
  { id: 'r-cast-1', anchor: 6, type: 'castLive', status: 2, title: '深夜球迷茶话会', desc: '连麦聊球' },
  { id: 'r-cast-2', anchor: 8, type: 'castLive', status: 1, title: '周末赛事前瞻', desc: '' },
  { id: 'r-cast-3', anchor: 10, type: 'castLive', status: 3, title: '主队粉丝应援', desc: '' },
  { id: 'r-cast-4', anchor: 11, type: 'castLive', status: 0, title: '明日赛程早知道', desc: '20:00 开播' },
  { id: 'r-cast-5', anchor: 7, type: 'castLive', status: 4, title: '峡谷上分之路', desc: '' },
];

/**
 * The World Cup feature matches (spec §9 "world-cup match ids: a list of three"): their own league
 * and national teams, with the ids of `WORLD_CUP_MATCH_IDS` (opening match, semi-final, final).
 * `startInMin` places each against the seed time: the opener is on when the seed runs.
 */
export const WORLD_CUP = {
  league: { id: 'l-worldcup', sport: 'football', name: '世界杯', venue: 'YB' },
  teams: [
    ['阿根廷', 'ARG'],
    ['法国', 'FRA'],
    ['巴西', 'BRA'],
    ['英格兰', 'ENG'],
    ['西班牙', 'ESP'],
    ['德国', 'GER'],
  ],
  /** home team index, visit team index, start against the seed time (minutes). */
  matches: [
    [0, 1, -25],
    [2, 3, 180],
    [4, 5, 360],
  ],
} as const;
