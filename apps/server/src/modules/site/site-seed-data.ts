/*
 * Demo site/config rows inserted by apps/server/seed/site-seed.ts (insert-if-missing). Column order
 * matches the insert there. Images are same-origin SVGs drawn from site_media_art by media-routes.ts.
 */
export type Row = readonly (string | number | boolean | null)[];

export const art = (id: string) => `/media/site/${id}.svg`;

/** site_config switches this module reads (server-side; never answered wholesale). */
export const SITE_SWITCH_DEFAULTS: Record<string, unknown> = {
  siteId: 5000,
  siteSeries: 'arena',
  clientVersion: '1.1.0',
  clientMinVersion: '1.1.0',
  // Extra gateway lines besides the page's own origin: URL strings or { name, domain, weight }.
  apiLines: [],
  videoLines: [],
  newsDomain: '',
  lineErrorThreshold: 3,
  sponsorSetting: 1,
  // Relative: answered against the request's origin, so it opens this site's own /cs (docs/customer-service.md).
  eChat: { enabled: true, url: '/cs?scene=echat', appKey: 'arena-5000-web' },
  // Public origin for short links; '' uses the origin of the request.
  shortUrlBase: '',
  // Hosts besides the site's own whose links may be shortened.
  shortUrlHosts: [],
};

/** key_code, value, description (spec §3 "Site config flags"). */
export const CONFIG_INFO: Row[] = [
  ['anchorGameSwitch', '1', '主播游戏入口总开关：1 开，0 关'],
  ['ZBYXChannelNames', '["直播游戏","主播专区"]', '直播游戏（ZBYX）频道名称，JSON 数组'],
  ['hideZBYXRecords', '0', '是否隐藏直播游戏投注记录：1 隐藏，0 显示'],
  ['siteAnchorGameEntranceV4', '1', '直播间内游戏入口（V4）：1 显示，0 隐藏'],
  ['isDisplay', '1', '场馆入口是否显示：1 显示，0 隐藏'],
  ['isDisplayMaintainVenue', '1', '维护中的场馆是否仍显示：1 显示（置灰），0 隐藏'],
];

/** code, name, sort. */
export const LANGUAGES: Row[] = [
  ['zh-CN', '简体中文', 1],
  ['en', 'English', 2],
];

/** member name, list type: the demo member may use virtual currency (spec §6). */
export const WHITE_MEMBERS: readonly (readonly [string, 'virtualCurrency' | 'language'])[] = [
  ['demo', 'virtualCurrency'],
];

/** id, kind, label, caption, hue. */
export const MEDIA_ART: Row[] = [
  ['banner-home-welcome', 'banner', '新人首存 送100%彩金', '首存最高赠送 8888 元，流水仅需 10 倍', 350],
  ['banner-home-vip', 'banner', '尊享VIP 晋级礼金', '月月领俸禄 · 生日礼金 · 专属客服', 38],
  ['banner-home-live', 'banner', '主播陪你看球', '高清直播 · 实时聊天 · 礼物互动', 205],
  ['banner-home-app', 'banner', '下载APP 领18元', '新用户首次登录 APP 即送体验金', 165],
  ['banner-home-pc-sports', 'banner', '英超 西甲 欧冠 全场滚球', '赛前 · 滚球 · 串关 一站投注', 120],
  ['banner-home-newyear', 'banner', '元旦狂欢 红包雨', '12月31日至1月2日 每晚 20:00 准时开抢', 4],
  ['banner-activity-signin', 'banner', '每日签到 好礼不断', '连续签到 7 天 领取神秘大奖', 140],
  ['banner-activity-rebate', 'banner', '无上限返水 1.2%', '体育 · 真人 · 电子 每日结算', 262],
  ['banner-live-anchor', 'banner', '热门主播 正在直播', '关注主播 开播第一时间提醒', 190],
  ['banner-game-egame', 'banner', 'YB电子 爆奖不断', '百款老虎机 奖池天天涨', 290],
  ['popup-home-notice', 'popup', '账户安全提醒', '官方客服不会索要您的密码和验证码', 12],
  ['brand-logo', 'logo', 'Arena 竞技', '', 350],
  ['brand-logo-pc', 'logo', 'Arena 竞技 · 体育 真人 直播', '', 350],
  ['brand-favicon', 'icon', 'A', '', 350],
  ['nav-home', 'icon', '首页', '', 350],
  ['nav-live', 'icon', '直播', '', 205],
  ['nav-sports', 'icon', '体育', '', 120],
  ['nav-casino', 'icon', '真人', '', 38],
  ['nav-egame', 'icon', '电子', '', 290],
  ['nav-chess', 'icon', '棋牌', '', 20],
  ['nav-promo', 'icon', '优惠', '', 330],
  ['nav-me', 'icon', '我的', '', 220],
  ['float-cs', 'icon', '客服', '', 200],
  ['float-app', 'icon', 'APP', '', 165],
  ['float-redpacket', 'icon', '红包', '', 4],
  ['venue-ybty', 'icon', 'YB', '', 350],
  ['venue-imty', 'icon', 'IM', '', 210],
  ['venue-dpty', 'icon', 'DP', '', 150],
  ['venue-sbty', 'icon', '沙巴', '', 30],
  ['venue-ybdj', 'icon', '电竞', '', 275],
];

const NEW_YEAR = ['2026-12-31T00:00:00+08:00', '2027-01-03T00:00:00+08:00'] as const;

/** A banner row drawn by its own artwork: id, position, device, title, image_url, link_url, sort, window. */
const banner = (
  id: string,
  position: string,
  device: string,
  title: string,
  link: string,
  sort: number,
  window: readonly [string, string] | readonly [null, null] = [null, null],
): Row => [id, position, device, title, art(id), link, sort, ...window];

/** id, position, device, title, image_url, link_url, sort, start_at, end_at. */
export const BANNERS: Row[] = [
  banner('banner-home-welcome', 'home', 'all', '新人首存送100%彩金', '/app/activities', 1),
  banner('banner-home-vip', 'home', 'all', '尊享VIP晋级礼金', '/app/me', 2),
  banner('banner-home-live', 'home', 'all', '主播陪你看球', '/app/live', 3),
  banner('banner-home-app', 'home', 'h5', '下载APP领18元', '/app/home#download', 4),
  banner('banner-home-pc-sports', 'home', 'pc', '英超西甲欧冠全场滚球', '/app/live', 4),
  banner('banner-home-newyear', 'home', 'all', '元旦狂欢红包雨', '/app/activities', 5, NEW_YEAR),
  banner('banner-activity-signin', 'activity', 'all', '每日签到好礼不断', '/app/activities', 1),
  banner('banner-activity-rebate', 'activity', 'all', '无上限返水1.2%', '/app/activities', 2),
  banner('banner-live-anchor', 'live', 'all', '热门主播正在直播', '/app/live', 1),
  banner('banner-game-egame', 'game', 'all', 'YB电子爆奖不断', '/app/egame/ybegdz', 1),
];

/** id, content, category, timer_start, timer_end, sort (category 1 is time-boxed, spec §4). */
export const NOTICES: Row[] = [
  [
    'notice-welcome',
    '欢迎来到 Arena 竞技，理性投注，快乐生活。未满 18 周岁禁止注册及参与。',
    0,
    null,
    null,
    1,
  ],
  [
    'notice-security',
    '温馨提示：官方客服不会以任何理由索要您的登录密码和验证码，谨防诈骗。',
    0,
    null,
    null,
    2,
  ],
  [
    'notice-im-maintenance',
    'IM体育将于 2026-11-30 03:00 至 05:00 进行例行维护，维护期间暂停投注，给您带来不便敬请谅解。',
    1,
    '2026-11-29T12:00:00+08:00',
    '2026-11-30T05:00:00+08:00',
    3,
  ],
];

/** device, module, title, sort, visible. */
export const HOME_MODULES: Row[] = [
  ['h5', 'banner', '轮播图', 1, true],
  ['h5', 'notice', '公告', 2, true],
  ['h5', 'navigation', '快捷导航', 3, true],
  ['h5', 'hotMatches', '热门赛事', 4, true],
  ['h5', 'liveRooms', '热门直播', 5, true],
  ['h5', 'anchors', '推荐主播', 6, true],
  ['h5', 'promotions', '优惠活动', 7, true],
  ['h5', 'sponsor', '赞助专区', 8, true],
  ['h5', 'appDownload', '下载APP', 9, true],
  ['pc', 'banner', '轮播图', 1, true],
  ['pc', 'notice', '公告', 2, true],
  ['pc', 'hotMatches', '热门赛事', 3, true],
  ['pc', 'liveRooms', '热门直播', 4, true],
  ['pc', 'games', '热门游戏', 5, true],
  ['pc', 'promotions', '优惠活动', 6, true],
  ['pc', 'sponsor', '赞助专区', 7, true],
  ['pc', 'anchors', '推荐主播', 8, false],
  ['pc', 'appDownload', '扫码下载APP', 9, true],
];

/** scene, url. */
export const CUSTOMER_SERVICE: Row[] = [
  // Relative: answered against the request's origin, so they open this site's own /cs.
  ['default', '/cs?scene=default'],
  ['login', '/cs?scene=login'],
  ['deposit', '/cs?scene=deposit'],
  ['withdraw', '/cs?scene=withdraw'],
];

/** id, page, title, content_html, image_url, link_url, frequency, sort. */
export const POPUPS: Row[] = [
  [
    'popup-home-notice',
    'home',
    '账户安全提醒',
    '<p>尊敬的会员：为保障您的资金安全，请勿向任何人透露账号密码及验证码。官方客服不会以任何理由索要您的密码。</p>',
    art('popup-home-notice'),
    '/cs',
    'daily',
    1,
  ],
  [
    'popup-live-civil',
    'live',
    '文明观赛公约',
    '<p>请文明发言，禁止发布广告、引流及违规内容，违者将被禁言或封号。</p>',
    '',
    '',
    'once',
    1,
  ],
  [
    'popup-wallet-tips',
    'wallet',
    '存款温馨提示',
    '<p>请使用本人实名账户存款，并按提示金额转账。一般 1–5 分钟到账，超时未到账请联系在线客服。</p>',
    '',
    '/cs',
    'always',
    1,
  ],
];
