/*
 * Demo navigation, venue, country and help rows inserted by apps/server/seed/site-seed.ts
 * (insert-if-missing); the rest of the site demo data is in site-seed-data.ts.
 */
import { art, type Row } from './site-seed-data.ts';

/** id, device, name, icon_url, link_url, venue codes, sort. */
export const NAVIGATION: readonly (readonly [string, string, string, string, string, string[], number])[] = [
  ['nav-home', 'all', '首页', art('nav-home'), '/app/home', [], 1],
  ['nav-live', 'all', '直播', art('nav-live'), '/app/live', [], 2],
  ['nav-sports', 'all', '体育', art('nav-sports'), '/app/live', ['ybty', 'imty', 'dpty', 'sbty'], 3],
  ['nav-casino', 'all', '真人', art('nav-casino'), '/app/egame/ybzr', ['ybzr', 'agzr'], 4],
  ['nav-egame', 'all', '电子', art('nav-egame'), '/app/egame/ybegdz', ['ybegdz', 'pgdz'], 5],
  ['nav-chess', 'pc', '棋牌', art('nav-chess'), '/app/egame/kyqp', ['kyqp'], 6],
  ['nav-promo', 'all', '优惠', art('nav-promo'), '/app/activities', [], 7],
  ['nav-me', 'h5', '我的', art('nav-me'), '/app/me', [], 8],
];

/** id, name, icon_url, link_url, position, sort. */
export const FLOATING_ICONS: Row[] = [
  ['float-cs', '在线客服', art('float-cs'), '/cs', 'right', 1],
  ['float-redpacket', '红包雨', art('float-redpacket'), '/app/activities', 'right', 2],
  ['float-app', '下载APP', art('float-app'), '/app/home#download', 'left', 1],
];

/** id, tab_key, title, sort. */
export const SPONSOR_TABS: Row[] = [
  ['sponsor-zz-official', 'zz', '官方赞助', 1],
  ['sponsor-zz-clubs', 'zz', '合作球队', 2],
  ['sponsor-news', 'news', '赞助资讯', 3],
];

/** device, res_key, value. */
export const CLIENT_RESOURCES: Row[] = [
  ['all', 'logo', art('brand-logo')],
  ['all', 'favicon', art('brand-favicon')],
  ['all', 'appDownload', '/app/home#download'],
  ['all', 'themeColor', '#c8102e'],
  ['all', 'loadingImage', art('brand-favicon')],
  ['all', 'loginBanner', art('banner-home-welcome')],
  ['all', 'serviceHours', '7×24 小时在线'],
  ['pc', 'logo', art('brand-logo-pc')],
];

/** code, name, dial_code, sort. */
export const COUNTRY_AREAS: Row[] = [
  ['CN', '中国大陆', '86', 1],
  ['HK', '中国香港', '852', 2],
  ['MO', '中国澳门', '853', 3],
  ['TW', '中国台湾', '886', 4],
  ['MY', '马来西亚', '60', 5],
  ['SG', '新加坡', '65', 6],
  ['TH', '泰国', '66', 7],
  ['VN', '越南', '84', 8],
  ['PH', '菲律宾', '63', 9],
  ['KH', '柬埔寨', '855', 10],
  ['JP', '日本', '81', 11],
  ['KR', '韩国', '82', 12],
  ['AU', '澳大利亚', '61', 13],
  ['GB', '英国', '44', 14],
  ['US', '美国', '1', 15],
];

/** venue_code, name, logo_url, category, status, maintain_message, sports, is_default, sort. */
export const SPORTS_VENUES: readonly (readonly [
  string,
  string,
  string,
  'sports' | 'esports',
  number,
  string | null,
  string[],
  boolean,
  number,
])[] = [
  [
    'ybty',
    'YB体育',
    art('venue-ybty'),
    'sports',
    0,
    null,
    ['football', 'basketball', 'esports', 'anchor'],
    true,
    1,
  ],
  ['imty', 'IM体育', art('venue-imty'), 'sports', 0, null, ['football', 'basketball', 'esports'], false, 2],
  ['dpty', 'DP体育', art('venue-dpty'), 'sports', 0, null, ['football', 'basketball'], false, 3],
  [
    'sbty',
    '沙巴体育',
    art('venue-sbty'),
    'sports',
    1,
    '沙巴体育维护中，预计 05:00 恢复，请先前往其他场馆。',
    ['football', 'basketball'],
    false,
    4,
  ],
  ['ybdj', 'YB电竞', art('venue-ybdj'), 'esports', 0, null, ['esports'], false, 5],
];

/** id, name, sort. */
export const HELP_CATEGORIES: Row[] = [
  ['help-newbie', '新手指南', 1],
  ['help-deposit', '存款帮助', 2],
  ['help-withdraw', '取款帮助', 3],
  ['help-security', '账户安全', 4],
  ['help-rules', '投注规则', 5],
  ['help-faq', '常见问题', 6],
];

/** id, category_id, title, content_html, sort. */
export const HELP_ARTICLES: Row[] = [
  [
    'help-newbie-register',
    'help-newbie',
    '如何注册账号',
    '<p>点击首页右上角「注册」，填写用户名与登录密码（8–12 位，须同时包含字母和数字，且不能与用户名相同），完成验证后即可注册。</p>',
    1,
  ],
  [
    'help-newbie-bet',
    'help-newbie',
    '如何进行投注',
    '<ol><li>进入体育场馆并选择赛事；</li><li>点击赔率加入注单；</li><li>输入金额并确认投注。</li></ol><p>赔率变动时需重新确认。</p>',
    2,
  ],
  [
    'help-deposit-methods',
    'help-deposit',
    '支持哪些存款方式',
    '<p>支持银行卡转账、极速存款及 USDT（TRC20/ERC20）存款，具体以「存款」页面显示为准。</p>',
    1,
  ],
  [
    'help-deposit-delay',
    'help-deposit',
    '存款未到账怎么办',
    '<p>一般 1–5 分钟到账。超过 30 分钟未到账，请在订单详情中上传转账凭证，或联系在线客服。</p>',
    2,
  ],
  [
    'help-withdraw-how',
    'help-withdraw',
    '如何申请取款',
    '<p>绑定本人实名银行卡并设置 6 位数字取款密码后，在「取款」页面输入金额即可申请，金额最多保留两位小数。</p>',
    1,
  ],
  [
    'help-withdraw-usdt',
    'help-withdraw',
    'USDT 取款说明',
    '<p>请先添加本人 USDT 地址，取款时按实时汇率折算，链上到账时间约 5–30 分钟。</p>',
    2,
  ],
  [
    'help-security-password',
    'help-security',
    '如何修改登录密码',
    '<p>进入「我的 - 安全中心 - 修改密码」，验证原密码后设置新密码。修改成功后需重新登录。</p>',
    1,
  ],
  [
    'help-security-withdraw-pwd',
    'help-security',
    '取款密码说明',
    '<p>取款密码为 6 位数字，用于取款确认，请勿与登录密码相同，也不要告知任何人。</p>',
    2,
  ],
  [
    'help-rules-football',
    'help-rules',
    '足球投注规则',
    '<p>除特别注明外，足球投注均以常规 90 分钟（含伤停补时）比分结算，不含加时赛及点球大战。</p>',
    1,
  ],
  [
    'help-rules-settlement',
    'help-rules',
    '注单结算说明',
    '<p>赛事结束后系统将自动结算，一般于 30 分钟内完成；赛事取消或延期超过 36 小时的注单按无效处理并退还本金。</p>',
    2,
  ],
  [
    'help-faq-forgot',
    'help-faq',
    '忘记密码怎么办',
    '<p>在登录页点击「忘记密码」，可通过已绑定的手机号或邮箱分三步找回：验证身份、输入验证码、设置新密码。</p>',
    1,
  ],
];
