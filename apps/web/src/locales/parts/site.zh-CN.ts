/** zh-CN strings of the site content (pop-ups, navigation, sponsor, help centre); spread into ../zh-CN.ts. */
export const siteZhCN = {
  siteContent: {
    popupClose: '关闭',
    popupOpenLink: '查看详情',
    popupNext: '下一条',
    navigation: '快捷导航',
    floatingIcons: '快捷入口',
    sponsorTabs: '赞助专区',
    sponsorEmpty: '暂无赞助内容',
    sponsorFailed: '赞助内容加载失败',
    logoAlt: '站点标志',
    download: '下载 App',
    help: {
      title: '帮助中心',
      entry: '帮助中心',
      categories: '帮助分类',
      loadFailed: '帮助内容加载失败',
      retry: '重试',
      empty: '该分类暂无文章',
      noCategories: '暂无帮助内容',
      build: '版本 {{version}} · 页面构建于 {{date}}',
    },
    share: {
      button: '分享',
      copied: '链接已复制：{{url}}',
      failed: '短链接生成失败，请稍后重试',
      manual: '请长按复制链接：{{url}}',
    },
    robot: {
      title: '安全检查',
      body: '系统检测到异常访问，请完成安全验证后继续。',
      start: '开始验证',
      passed: '验证已通过，可以继续使用。',
      continue: '返回刚才的页面',
      back: '返回首页',
    },
  },
};
