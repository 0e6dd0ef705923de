import { hashText } from '../../lib/hash-text.ts';
import { LEAGUES } from '../live/live-seed-data.ts';

/*
 * Demo content of the news area (docs/news.md "Seed"): columns, simulated experts (no records: those
 * come from settled predictions) and articles composed from the live seed's football clubs, so titles
 * name teams the match list shows. Deterministic: the same rows on every machine.
 */

export const NEWS_COLUMNS: readonly { id: string; name: string }[] = [
  { id: 'c-headline', name: '头条' },
  { id: 'c-epl', name: '英超' },
  { id: 'c-laliga', name: '西甲' },
  { id: 'c-europe', name: '欧洲足坛' },
  { id: 'c-asia', name: '中超与亚洲' },
  { id: 'c-transfer', name: '转会风云' },
  { id: 'c-expert', name: '专家说球' },
];

const SURNAMES = [
  '陈',
  '林',
  '周',
  '王',
  '赵',
  '孙',
  '黄',
  '吴',
  '郑',
  '冯',
  '何',
  '罗',
  '高',
  '梁',
  '宋',
  '唐',
  '许',
  '韩',
  '邓',
  '曹',
  '彭',
  '曾',
];
const GIVEN = [
  '一鸣',
  '子健',
  '晓峰',
  '振宇',
  '嘉豪',
  '文博',
  '志远',
  '海涛',
  '俊杰',
  '国栋',
  '明轩',
  '浩然',
  '立新',
  '思远',
  '家乐',
  '天宇',
  '建华',
  '雨辰',
  '博文',
  '德胜',
  '少华',
  '永康',
];
const TITLES = [
  '资深足球评论员',
  '前职业球员',
  '数据分析师',
  '欧洲联赛观察员',
  '亚盘研究员',
  '战术分析师',
  '体育记者',
];

export interface ExpertSeed {
  id: string;
  name: string;
  title: string;
  bio: string;
  hue: number;
  skill: number;
  followers: number;
}

/** 22 experts; `skill` is how often one follows the market favourite (the rest is their own read). */
export const NEWS_EXPERTS: readonly ExpertSeed[] = SURNAMES.map((surname, i) => {
  const name = `${surname}${GIVEN[i]!}`;
  const h = hashText(name);
  const title = TITLES[h % TITLES.length]!;
  return {
    id: `e${String(i + 1).padStart(3, '0')}`,
    name,
    title,
    bio: `${title}，专注五大联赛与亚洲赛事${8 + (h % 12)}年，擅长从阵容轮换与赛程密度读比赛。`,
    hue: h % 360,
    skill: 0.35 + ((h >>> 8) % 50) / 100,
    followers: 800 + ((h >>> 4) % 42_000),
  };
});

const FOOTBALL = LEAGUES.filter((l) => l.sport === 'football');

const ANGLES: readonly (readonly [string, string])[] = [
  ['{a}主场力克{b}，关键先生再度闪耀', '一场攻防转换极快的比赛，{a}凭借下半场的压迫拿下胜利。'],
  ['{a}与{b}战平，积分榜形势更加胶着', '双方互有攻守，门将表现抢眼，比赛最终以平局收场。'],
  ['前瞻：{a}迎战{b}，中场控制权成胜负手', '两队近期状态接近，谁能掌握中场节奏谁就更接近胜利。'],
  ['{a}主帅赛前发布会：全队已做好准备', '主帅表示伤员基本回归，球队将以最强阵容出战{b}。'],
  ['数据解读：{a}本赛季的进攻效率为何提升', '从射门转化率到预期进球，{a}的数据变化说明了什么。'],
  ['{b}客场挑战{a}，防线能否顶住冲击', '{b}近五场仅丢三球，但面对{a}的边路冲击仍需谨慎。'],
  ['战术板：{a}的高位逼抢如何拆解{b}', '逐段复盘比赛中的逼抢陷阱与转换进攻路线。'],
  ['{a}青训新星登场，表现获主帅称赞', '年仅十九岁的中场在对阵{b}的比赛中送出关键传球。'],
];

const TRANSFER: readonly (readonly [string, string])[] = [
  ['消息人士：{a}有意引进{b}主力前锋', '转会窗口临近，{a}已与球员经纪人进行初步接触。'],
  ['{a}官方宣布续约核心中场至2029年', '新合同包含多项表现奖金条款，球员本人表示很高兴留队。'],
  ['{b}拒绝{a}的首次报价，谈判仍在继续', '据悉双方在转会费上仍有差距，附加条款成为焦点。'],
];

export interface ArticleSeed {
  columnId: string;
  title: string;
  summary: string;
  body: string;
  author: string;
  expertId: string | null;
  coverHue: number;
  coverMotif: number;
  /** Hours before the seed time. */
  ageHours: number;
  views: number;
}

const COLUMN_OF_LEAGUE: Readonly<Record<string, string>> = {
  'l-epl': 'c-epl',
  'l-laliga': 'c-laliga',
};

function body(title: string, lead: string, a: string, b: string): string {
  return [
    `<p>${lead}</p>`,
    `<h3>比赛要点</h3>`,
    `<ul><li>${a}的边路推进次数明显多于对手</li><li>${b}在定位球防守上仍有隐患</li><li>换人调整改变了比赛节奏</li></ul>`,
    `<p><strong>${title}</strong>之后，两队都将迎来密集赛程，轮换与体能分配将是接下来几周的关键。</p>`,
    `<blockquote>“我们会一场一场地去拼。”——赛后采访</blockquote>`,
  ].join('\n');
}

/** 130-odd articles across every column, newest first by `ageHours`. */
export function articleSeeds(): ArticleSeed[] {
  const out: ArticleSeed[] = [];
  let n = 0;
  for (const league of FOOTBALL) {
    const teams = league.teams.map(([name]) => name);
    for (let i = 0; i < teams.length; i++) {
      const a = teams[i]!;
      const b = teams[(i + 3) % teams.length]!;
      for (const [k, [titleT, leadT]] of [
        ANGLES[(i + n) % ANGLES.length]!,
        ANGLES[(i + n + 3) % ANGLES.length]!,
        ANGLES[(i + n + 5) % ANGLES.length]!,
      ].entries()) {
        const title = titleT.replaceAll('{a}', a).replaceAll('{b}', b);
        const lead = leadT.replaceAll('{a}', a).replaceAll('{b}', b);
        const expert = NEWS_EXPERTS[n % NEWS_EXPERTS.length]!;
        const byExpert = n % 5 === 0;
        const columnId = byExpert
          ? 'c-expert'
          : k === 2 && n % 2 === 0
            ? 'c-headline'
            : (COLUMN_OF_LEAGUE[league.id] ??
              (league.name.includes('中') || league.name.includes('亚') ? 'c-asia' : 'c-europe'));
        out.push({
          columnId,
          title,
          summary: lead,
          body: body(title, lead, a, b),
          author: byExpert
            ? expert.name
            : `本站记者 ${SURNAMES[(n * 7) % SURNAMES.length]}${GIVEN[(n * 3) % GIVEN.length]}`,
          expertId: byExpert ? expert.id : null,
          coverHue: hashText(title) % 360,
          coverMotif: n % 4,
          ageHours: n * 1.2 + k * 0.3,
          views: 200 + (hashText(`${title}|views`) % 9_000),
        });
        n++;
      }
    }
  }
  for (const [i, [titleT, leadT]] of [...TRANSFER, ...TRANSFER, ...TRANSFER, ...TRANSFER].entries()) {
    const league = FOOTBALL[i % FOOTBALL.length]!;
    const a = league.teams[i % league.teams.length]![0];
    const b = league.teams[(i + 2) % league.teams.length]![0];
    const title = titleT.replaceAll('{a}', a).replaceAll('{b}', b);
    const lead = leadT.replaceAll('{a}', a).replaceAll('{b}', b);
    out.push({
      columnId: 'c-transfer',
      title,
      summary: lead,
      body: body(title, lead, a, b),
      author: `转会记者 ${SURNAMES[(i * 5) % SURNAMES.length]}${GIVEN[(i * 11) % GIVEN.length]}`,
      expertId: null,
      coverHue: hashText(title) % 360,
      coverMotif: (i + 1) % 4,
      ageHours: i * 4 + 0.5,
      views: 100 + (hashText(`${title}|views`) % 6_000),
    });
  }
  return out;
}
