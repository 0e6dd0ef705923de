import type { EngineId } from '@arena/domain';

/*
 * Which engine and theme a title plays. The venues stand in for third-party studios, so titles are
 * mapped by the venue's game type: egames are slots; a live-casino table is roulette or baccarat
 * (roulette when its name says 转轮 or its number is odd, so each live venue has both); card venues
 * deal baccarat; fishing and the rest keep the dice table. The theme comes from the first word of the
 * title, so two slots of one engine still look like themselves. An egame tagged 'dice' keeps the dice
 * table: the tag is the title's own game type.
 */

export interface GameTheme {
  id: string;
  name: string;
  /** Page background, panels, accent and text colours. */
  colours: { bg: string; panel: string; accent: string; text: string };
  /** The slot's symbols by id: wild, scatter, three high, four low. */
  symbols: string[];
}

const THEMES: GameTheme[] = [
  {
    id: 'gold',
    name: '黄金',
    colours: { bg: '#1d1606', panel: '#2e2410', accent: '#f5c542', text: '#fff6dc' },
    symbols: ['百搭', '金币', '金砖', '金冠', '金杯', 'A', 'K', 'Q', 'J'],
  },
  {
    id: 'luck',
    name: '幸运',
    colours: { bg: '#0d1f12', panel: '#163020', accent: '#4ade80', text: '#ecfdf3' },
    symbols: ['百搭', '四叶', '马蹄', '七', '铃', 'A', 'K', 'Q', 'J'],
  },
  {
    id: 'dragon',
    name: '龙虎',
    colours: { bg: '#200a0a', panel: '#361414', accent: '#ef4444', text: '#fff1f1' },
    symbols: ['百搭', '龙珠', '龙', '虎', '凤', '十', '九', '八', '七'],
  },
  {
    id: 'fortune',
    name: '财神',
    colours: { bg: '#2a0b0b', panel: '#3d1515', accent: '#fbbf24', text: '#fff7e6' },
    symbols: ['百搭', '红包', '财神', '元宝', '铜钱', '福', '禄', '寿', '喜'],
  },
  {
    id: 'crazy',
    name: '疯狂',
    colours: { bg: '#1a0b26', panel: '#2a1540', accent: '#e879f9', text: '#fbeaff' },
    symbols: ['百搭', '星星', '闪电', '火焰', '钻石', 'A', 'K', 'Q', 'J'],
  },
  {
    id: 'speed',
    name: '极速',
    colours: { bg: '#0a1626', panel: '#132640', accent: '#38bdf8', text: '#e6f6ff' },
    symbols: ['百搭', '旗', '赛车', '头盔', '轮胎', 'A', 'K', 'Q', 'J'],
  },
  {
    id: 'fruit',
    name: '水果',
    colours: { bg: '#1f1207', panel: '#33200f', accent: '#fb923c', text: '#fff3e6' },
    symbols: ['百搭', '铃铛', '西瓜', '葡萄', '樱桃', '橙', '柠檬', '李', '梨'],
  },
  {
    id: 'ocean',
    name: '海洋',
    colours: { bg: '#061a24', panel: '#0d2a3a', accent: '#22d3ee', text: '#e6fbff' },
    symbols: ['百搭', '珍珠', '鲸', '海豚', '海龟', '贝', '星', '虾', '蟹'],
  },
  {
    id: 'star',
    name: '星光',
    colours: { bg: '#0b0b24', panel: '#16163a', accent: '#a5b4fc', text: '#eef0ff' },
    symbols: ['百搭', '流星', '太阳', '月亮', '土星', 'A', 'K', 'Q', 'J'],
  },
  {
    id: 'gem',
    name: '宝石',
    colours: { bg: '#0f1a1a', panel: '#183030', accent: '#2dd4bf', text: '#e6fffb' },
    symbols: ['百搭', '宝箱', '红宝', '蓝宝', '翡翠', 'A', 'K', 'Q', 'J'],
  },
];

export const THEME_IDS = THEMES.map((t) => t.id);

/** The theme of a title: by the first word of its name, else by a stable hash of its code. */
export function themeFor(gameCode: string, gameName: string): GameTheme {
  const byName = THEMES.find((t) => gameName.startsWith(t.name));
  if (byName) return byName;
  let h = 0;
  for (const c of gameCode) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return THEMES[h % THEMES.length]!;
}

export const themeById = (id: string): GameTheme | undefined => THEMES.find((t) => t.id === id);

/**
 * Egame titles that read like a rising multiplier (极速 "top speed" with 雷霆 "thunder", or a name with
 * 火箭 "rocket") play the shared crash rounds.
 */
export const isCrashTitle = (gameName: string): boolean =>
  (gameName.startsWith('极速') && gameName.includes('雷霆')) || gameName.includes('火箭');

/** The engine a title plays, from its venue's game type. */
export function engineFor(
  category: string,
  gameCode: string,
  gameName: string,
  tags: readonly string[] = [],
): EngineId {
  switch (category) {
    case 'egame':
      if (tags.includes('dice')) return 'dice';
      return isCrashTitle(gameName) ? 'crash' : 'slot';
    case 'live': {
      if (gameName.includes('转轮')) return 'roulette';
      const n = Number(/(\d+)$/.exec(gameCode)?.[1] ?? 0);
      return n % 2 === 1 ? 'roulette' : 'baccarat';
    }
    case 'chess':
      return 'baccarat';
    default:
      return 'dice';
  }
}

/** The theme's style sheet: colours as custom properties (the page's CSP allows no inline style). */
export const themeCss = (t: GameTheme): string =>
  `:root{--bg:${t.colours.bg};--panel:${t.colours.panel};--accent:${t.colours.accent};--text:${t.colours.text}}`;
