/** zh-CN strings of home, the shell and the installable app; spread into the catalogue by ../zh-CN.ts. */
export const homeZhCN = {
  /** Greeting by hour (spec §9); the keys are GREETING_KEYS of @arena/domain. */
  greeting: {
    beforeDawn: '凌晨好',
    earlyMorning: '早上好',
    morning: '上午好',
    noon: '中午好',
    afternoon: '下午好',
    dusk: '傍晚好',
    evening: '晚上好',
    lateNight: '夜深了',
  },
  homeHub: {
    greetMember: '{{greeting}}，{{name}}',
    greetVisitor: '{{greeting}}，欢迎来到 Arena',
    visitorHint: '登录后可充值、观看直播并参与活动',
    vip: 'VIP{{level}}',
    vipLabel: 'VIP 等级 {{level}}',
    balance: '中心钱包',
    balanceValue: '{{amount}} {{unit}}',
    unitYuan: '元',
    unitCny: 'CNY',
    statsFailed: '账户信息暂时无法获取',
    quickLabel: '快捷入口',
    deposit: '充值',
    withdraw: '提现',
    transfer: '转账',
    activities: '活动',
    hotMore: '全部直播',
    hotLive: '进行中',
    hotBreak: '中场',
    hotRow: '{{league}}：{{home}} {{homeScore}} 比 {{visitScore}} {{visit}}，{{clock}}',
    hotFailed: '热门赛事暂时无法加载',
  },
  appInstall: {
    webApp: 'H5 应用',
    webAppBody: '把 Arena 添加到主屏幕，像 App 一样全屏打开，无需下载安装包。',
    install: '添加到主屏幕',
    installed: '已添加到主屏幕',
    installHint: '在浏览器菜单中选择「添加到主屏幕」或「安装应用」即可。',
    iosHint: 'iPhone：用 Safari 打开本页，点「分享」，再选「添加到主屏幕」。',
    version: '版本 {{version}}',
  },
  /** Screen names, for "after login you return to …" (the path itself means nothing to a member). */
  screens: {
    previous: '刚才的页面',
  },
} as const;
