/** zh-CN strings of the route error screen (every route's boundary); spread into ../zh-CN.ts. */
export const errorsZhCN = {
  routeError: {
    title: '页面出错了',
    body: '这个页面暂时无法显示，请点击重试。如果问题持续，请返回首页或联系客服。',
    chunkBody: '网站刚刚更新，页面需要重新加载，请点击重试。',
    offlineBody: '网络连接异常，页面暂时无法加载，请检查网络后点击重试。',
  },
} as const;
