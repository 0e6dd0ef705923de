import { ErrorCode, type ErrorCodeValue } from '@arena/protocol';
import type { LimitPeriod } from '@arena/domain';

/**
 * Every message the server sends a member or an operator in a failure's `msg`, in one place: a stable
 * key, the ErrorCode it goes out with, and the zh-CN text. Product copy is reviewed here, and a second
 * language becomes a second text per entry (chosen per request) without touching a throw site.
 *
 * Throw sites name a key: `new GatewayError(ErrorCode.notFound, msg('common.memberNotFound'))`. A text
 * with parameters is a function of named parameters; the site formats money and times (the
 * parameters arrive as display text), so the table holds only words. Operator-authored texts (a
 * maintenance notice, seed content) are data, not copy, and stay out of it.
 */

/** A parameter arrives already formatted for display (a money amount with its unit, a site time). */
type Param = string | number;

/** Words a text picks by a parameter's value, so a second language translates them with the text. */
const PERIOD_ZH: Record<LimitPeriod, string> = { day: '每日', week: '每周', month: '每月' };
const EXCLUSION_ZH = { timeout: '冷静期', self_exclusion: '自我禁入' } as const;

interface UserMessage {
  readonly code: ErrorCodeValue;
  readonly zh: string | ((params: never) => string);
}

// One entry per line, so a copy review reads the table as a table.
// prettier-ignore
export const USER_MESSAGES = {
  // common
  'common.applicationGone': { code: ErrorCode.notFound, zh: '申请不存在或已处理' },
  'common.needSafe': { code: ErrorCode.needSafe, zh: '请完成安全验证' },
  'common.memberNotFound': { code: ErrorCode.notFound, zh: '会员不存在' },
  'common.badParams': { code: ErrorCode.badInput, zh: '参数无效' },
  'common.matchNotFound': { code: ErrorCode.notFound, zh: '赛事不存在' },
  'common.conflictRetry': { code: ErrorCode.conflict, zh: '操作冲突，请重试' },
  'common.badStatus': { code: ErrorCode.badInput, zh: '状态无效' },
  'common.badScore': { code: ErrorCode.badInput, zh: '比分无效' },
  'common.imageNotFound': { code: ErrorCode.notFound, zh: '图片不存在' },

  // gateway
  'gateway.tooFrequent': { code: ErrorCode.rateLimitedIp, zh: '操作过于频繁，请稍后再试' },
  'gateway.badInput': { code: ErrorCode.badInput, zh: '提交的内容有误，请检查后重试' },
  'gateway.sessionExpired': { code: ErrorCode.unauthorized, zh: '登录已失效，请重新登录' },
  'gateway.loginElsewhere': { code: ErrorCode.loginElsewhere, zh: '您的账号已在其他设备登录，请重新登录' },
  'gateway.passwordChanged': { code: ErrorCode.passwordChanged, zh: '密码已修改，请重新登录' },
  'gateway.busy': { code: ErrorCode.degraded, zh: '服务繁忙，请稍后再试' },
  'gateway.systemError': { code: ErrorCode.degraded, zh: '系统异常，请稍后再试' },
  'gateway.tooManyConnections': { code: ErrorCode.rateLimitedIp, zh: '连接过多，请稍后再试' },

  // auth
  'auth.badCredentials': { code: ErrorCode.badCredentials, zh: '用户名或密码错误' },
  'auth.accountBlocked': { code: ErrorCode.accountBlocked, zh: '您的账号已被冻结，请联系客服' },
  'auth.wrongCode': { code: ErrorCode.verificationCode, zh: '验证码错误' },
  'auth.contactMissing': { code: ErrorCode.contactMissing, zh: '请先绑定手机号或邮箱' },
  'auth.loginTooFrequent': { code: ErrorCode.rateLimitedIp, zh: '登录尝试过于频繁，请稍后再试' },
  'auth.accountPasswordLocked': { code: ErrorCode.rateLimitedMember, zh: '该账号密码错误次数过多，请稍后再试' },
  'auth.oldPasswordLocked': { code: ErrorCode.rateLimitedMember, zh: '原密码错误次数过多，请稍后再试' },
  'auth.codeTooFrequent': { code: ErrorCode.rateLimitedCall, zh: (p: { retryAfterSeconds: Param }) => `发送过于频繁，请${p.retryAfterSeconds}秒后再试` },
  'auth.dormant': { code: ErrorCode.memberDormant, zh: '账号长期未登录已休眠，请通过手机或邮箱验证码激活' },
  'auth.notDormant': { code: ErrorCode.notFound, zh: '该账号无需激活' },
  'auth.accountMismatch': { code: ErrorCode.notFound, zh: '账号信息不匹配' },
  'auth.resetLinkStale': { code: ErrorCode.notFound, zh: '重置链接已失效，请重新开始' },
  'auth.systemBusy': { code: ErrorCode.rateLimitedCall, zh: '系统繁忙，请稍后再试' },
  'auth.sessionEnded': { code: ErrorCode.authError, zh: '登录已失效，请重新登录' },
  'auth.oldPasswordWrong': { code: ErrorCode.badCredentials, zh: '原密码错误' },
  'auth.samePassword': { code: ErrorCode.badInput, zh: '新密码不能与原密码相同' },
  'auth.codeWrongOrExpired': { code: ErrorCode.verificationCode, zh: '验证码错误或已过期' },
  'auth.phoneOrEmail': { code: ErrorCode.badInput, zh: '手机号和邮箱只能填写一项' },
  'auth.signatureExpired': { code: ErrorCode.signatureInvalid, zh: '登录签名已过期，请重试' },
  'auth.signatureWrong': { code: ErrorCode.signatureInvalid, zh: '登录签名错误' },
  'auth.signatureUsed': { code: ErrorCode.signatureInvalid, zh: '登录签名已使用，请重试' },
  'auth.nameTaken': { code: ErrorCode.conflict, zh: '用户名已被注册' },
  'auth.phoneTaken': { code: ErrorCode.conflict, zh: '手机号已被注册' },
  'auth.emailTaken': { code: ErrorCode.conflict, zh: '邮箱已被注册' },

  // verify
  'verify.expired': { code: ErrorCode.verificationCode, zh: '验证已失效，请刷新后重试' },
  'verify.locked': { code: ErrorCode.verificationCode, zh: '错误次数过多，请刷新后重试' },

  // member
  'member.avatarBadFormat': { code: ErrorCode.avatarInvalid, zh: '图片格式错误' },
  'member.avatarTooLarge': { code: ErrorCode.avatarInvalid, zh: (p: { maxMb: Param }) => `图片不能超过 ${p.maxMb} MB` },
  'member.avatarTypes': { code: ErrorCode.avatarInvalid, zh: '仅支持 PNG、JPEG、WebP 图片' },
  'member.avatarTypeMismatch': { code: ErrorCode.avatarInvalid, zh: '图片内容与类型不符' },
  'member.avatarLimit': { code: ErrorCode.avatarLimit, zh: (p: { max: Param }) => `最多保存 ${p.max} 张自定义头像，请先删除一张` },
  'member.avatarNotFound': { code: ErrorCode.notFound, zh: '头像不存在' },
  'member.stockAvatar': { code: ErrorCode.forbidden, zh: '系统头像不能删除' },
  'member.phoneTaken': { code: ErrorCode.contactTaken, zh: '该手机号已被其他账号绑定' },
  'member.emailTaken': { code: ErrorCode.contactTaken, zh: '该邮箱已被其他账号绑定' },
  'member.phoneNeedsReview': { code: ErrorCode.changeNeedsReview, zh: '已绑定手机号，如需更换请提交修改申请' },
  'member.sameEmail': { code: ErrorCode.badInput, zh: '新邮箱与当前绑定的邮箱相同' },
  'member.nicknameEmpty': { code: ErrorCode.badInput, zh: '昵称不能为空' },
  'member.nicknameBadChars': { code: ErrorCode.badInput, zh: '昵称含有不支持的字符' },
  'member.nicknameReserved': { code: ErrorCode.badInput, zh: '昵称不能包含客服、官方等保留字' },
  'member.addressIncomplete': { code: ErrorCode.badInput, zh: '请填写完整的地址信息' },
  'member.addressBadChars': { code: ErrorCode.badInput, zh: '地址含有不支持的字符' },
  'member.realNameNeedsReview': { code: ErrorCode.changeNeedsReview, zh: '真实姓名已绑定，如需修改请提交修改申请' },
  'member.reviewPending': { code: ErrorCode.reviewPending, zh: (p: { kind: Param }) => `已有待审核的${p.kind}修改申请，请等待审核结果` },
  'member.realNameMissing': { code: ErrorCode.contactMissing, zh: '尚未绑定真实姓名，请直接设置' },
  'member.sameRealName': { code: ErrorCode.badInput, zh: '新姓名与当前姓名相同' },
  'member.phoneMissing': { code: ErrorCode.contactMissing, zh: '尚未绑定手机号，请直接绑定' },
  'member.samePhone': { code: ErrorCode.badInput, zh: '新手机号与当前手机号相同' },
  'member.withdrawPasswordNotSet': { code: ErrorCode.withdrawPasswordNotSet, zh: '请先设置取款密码' },
  'member.withdrawPasswordLocked': { code: ErrorCode.withdrawPasswordLocked, zh: '取款密码错误次数过多，已锁定，请稍后再试或重置' },
  'member.withdrawPasswordWrong': { code: ErrorCode.withdrawPasswordWrong, zh: (p: { remaining: Param }) => `取款密码错误，还可尝试${p.remaining}次` },
  'member.withdrawPasswordAlreadySet': { code: ErrorCode.withdrawPasswordAlreadySet, zh: '取款密码已设置，如需更改请修改或重置' },
  'member.withdrawPasswordSame': { code: ErrorCode.badInput, zh: '新取款密码不能与原密码相同' },

  // wallet
  'wallet.cardChecksum': { code: ErrorCode.cardInvalid, zh: '银行卡号校验失败，请检查卡号' },
  'wallet.cardDigits': { code: ErrorCode.cardInvalid, zh: '银行卡号只能是 12–19 位数字' },
  'wallet.realNameFirst': { code: ErrorCode.realNameRequired, zh: '请先设置真实姓名，持卡人须与真实姓名一致' },
  'wallet.bankUnsupported': { code: ErrorCode.notFound, zh: '不支持该银行' },
  'wallet.cardBound': { code: ErrorCode.cardLimit, zh: '该银行卡已绑定' },
  'wallet.cardLimit': { code: ErrorCode.cardLimit, zh: (p: { max: Param }) => `最多绑定 ${p.max} 张银行卡` },
  'wallet.trc20Format': { code: ErrorCode.cardInvalid, zh: 'TRC20 地址须以 T 开头，共 34 位' },
  'wallet.erc20Format': { code: ErrorCode.cardInvalid, zh: 'ERC20 地址须以 0x 开头，共 42 位' },
  'wallet.addressBound': { code: ErrorCode.cardLimit, zh: '该地址已绑定' },
  'wallet.addressLimit': { code: ErrorCode.cardLimit, zh: (p: { max: Param }) => `最多绑定 ${p.max} 个地址` },
  'wallet.amountOutOfRange': { code: ErrorCode.amountOutOfRange, zh: '金额超出限额' },
  'wallet.channelGone': { code: ErrorCode.notFound, zh: '支付通道不存在或已关闭' },
  'wallet.fixedAmountsOnly': { code: ErrorCode.amountOutOfRange, zh: '该通道只能选择固定金额' },
  'wallet.cancelledToday': { code: ErrorCode.forbidden, zh: (p: { count: Param }) => `今日已取消 ${p.count} 次，请明天再试` },
  'wallet.orderNotFound': { code: ErrorCode.notFound, zh: '订单不存在' },
  'wallet.orderState': { code: ErrorCode.orderState, zh: (p: { status: Param }) => `订单状态为「${p.status}」，不能进行此操作` },
  'wallet.idempotencyMismatch': { code: ErrorCode.idempotencyMismatch, zh: '该请求编号已用于其他操作，请刷新后重试' },
  'wallet.insufficientBalance': { code: ErrorCode.insufficientBalance, zh: '余额不足' },
  'wallet.proofBadFormat': { code: ErrorCode.uploadRejected, zh: '凭证格式无效' },
  'wallet.proofEmpty': { code: ErrorCode.uploadRejected, zh: '凭证为空' },
  'wallet.proofTooLarge': { code: ErrorCode.uploadRejected, zh: '凭证图片不能超过 3MB' },
  'wallet.proofTypes': { code: ErrorCode.uploadRejected, zh: '凭证必须是 PNG、JPEG、WebP 或 GIF 图片' },
  'wallet.proofTypeMismatch': { code: ErrorCode.uploadRejected, zh: '凭证内容与声明的图片类型不符' },
  'wallet.recordsEndBeforeStart': { code: ErrorCode.badInput, zh: '结束日期不能早于开始日期' },
  'wallet.recordsRange': { code: ErrorCode.badInput, zh: (p: { days: Param }) => `只能查询近 ${p.days} 天的记录` },
  'wallet.sameWallet': { code: ErrorCode.badInput, zh: '请选择不同的钱包' },
  'wallet.amountTooSmall': { code: ErrorCode.amountOutOfRange, zh: '金额太小，兑换后为 0' },
  'wallet.quoteNotFound': { code: ErrorCode.notFound, zh: '报价不存在' },
  'wallet.quoteUsed': { code: ErrorCode.orderState, zh: '该报价已使用' },
  'wallet.quoteExpired': { code: ErrorCode.quoteExpired, zh: '报价已过期，请重新获取汇率' },
  'wallet.venueNotFound': { code: ErrorCode.notFound, zh: (p: { venueCode: Param }) => `场馆 ${p.venueCode} 不存在` },
  'wallet.venueMaintenance': { code: ErrorCode.venueMaintenance, zh: (p: { name: Param }) => `${p.name}维护中，暂不能转入` },
  'wallet.recoveryNotFound': { code: ErrorCode.notFound, zh: '回收批次不存在' },
  'wallet.pickDestination': { code: ErrorCode.badInput, zh: '请选择一张银行卡或一个 USDT 地址' },
  'wallet.cardMissing': { code: ErrorCode.notFound, zh: '银行卡不存在，请先绑定银行卡' },
  'wallet.addressMissing': { code: ErrorCode.notFound, zh: 'USDT 地址不存在，请先绑定地址' },
  'wallet.withdrawOutOfRange': { code: ErrorCode.amountOutOfRange, zh: '提现金额超出限额' },
  'wallet.withdrawTimesUsed': { code: ErrorCode.forbidden, zh: (p: { times: Param }) => `今日提现次数已用完（每日 ${p.times} 次）` },
  'wallet.withdrawBelowFee': { code: ErrorCode.amountOutOfRange, zh: '提现金额不足以支付手续费' },
  'wallet.cardWithdrawPending': { code: ErrorCode.orderState, zh: '该卡有处理中的提现，暂不能解绑' },
  'wallet.cardNotFound': { code: ErrorCode.notFound, zh: '银行卡不存在' },
  'wallet.addressWithdrawPending': { code: ErrorCode.orderState, zh: '该地址有处理中的提现，暂不能解绑' },
  'wallet.addressNotFound': { code: ErrorCode.notFound, zh: '地址不存在' },

  // ledger
  'ledger.tooFewPostings': { code: ErrorCode.badInput, zh: '账务分录至少两条' },
  'ledger.amountNotInteger': { code: ErrorCode.badInput, zh: '金额必须是非零整数' },
  'ledger.unknownPlatformAccount': { code: ErrorCode.badInput, zh: (p: { account: Param }) => `未知的平台账户 ${p.account}` },
  'ledger.badMemberId': { code: ErrorCode.badInput, zh: '会员编号无效' },
  'ledger.unknownWallet': { code: ErrorCode.badInput, zh: (p: { account: Param }) => `未知的钱包 ${p.account}` },
  'ledger.walletCurrency': { code: ErrorCode.badInput, zh: (p: { account: Param; currency: Param }) => `钱包 ${p.account} 不收 ${p.currency}` },
  'ledger.amountTooLarge': { code: ErrorCode.badInput, zh: '金额过大' },
  'ledger.unbalanced': { code: ErrorCode.badInput, zh: (p: { currency: Param; sum: Param }) => `分录不平衡：${p.currency} 合计 ${p.sum}` },
  'ledger.badIdempotencyKey': { code: ErrorCode.badInput, zh: '幂等键无效' },
  'ledger.duplicateIdempotencyKey': { code: ErrorCode.badInput, zh: '幂等键重复' },
  'ledger.amountNotPositive': { code: ErrorCode.badInput, zh: '金额必须大于 0' },
  'ledger.sameWallet': { code: ErrorCode.badInput, zh: '转出与转入钱包相同' },
  'ledger.currencyMismatch': { code: ErrorCode.badInput, zh: '两个钱包币种不同' },

  // games
  'games.notCrash': { code: ErrorCode.badInput, zh: '该游戏不是爆破倍数' },
  'games.sessionGone': { code: ErrorCode.gameTicketInvalid, zh: '游戏会话已失效' },
  'games.badStake': { code: ErrorCode.badInput, zh: '注额无效' },
  'games.badAutoCashOut': { code: ErrorCode.badInput, zh: '自动兑现倍数须在 1.01× 至 1000.00× 之间' },
  'games.roundStarted': { code: ErrorCode.conflict, zh: '本局已开始，请等待下一局下注' },
  'games.alreadyBet': { code: ErrorCode.conflict, zh: '本局已下注' },
  'games.demoBalanceShort': { code: ErrorCode.insufficientBalance, zh: '试玩余额不足' },
  'games.noBetThisRound': { code: ErrorCode.badInput, zh: '本局没有您的下注' },
  'games.crashedAlready': { code: ErrorCode.conflict, zh: (p: { point: Param }) => `本局已在 ${p.point} 爆破，兑现无效` },
  'games.roundNotStarted': { code: ErrorCode.conflict, zh: '本局尚未开始' },
  'games.betFirst': { code: ErrorCode.badInput, zh: '请先下注' },
  'games.tooManyChips': { code: ErrorCode.badInput, zh: (p: { maxChips: Param }) => `每局最多 ${p.maxChips} 个筹码` },
  'games.badBetSpot': { code: ErrorCode.badInput, zh: '下注位置无效' },
  'games.pickBaccaratSide': { code: ErrorCode.badInput, zh: '请选择庄、闲或和' },
  'games.pickBigSmall': { code: ErrorCode.badInput, zh: '请选择押大或押小' },
  'games.playUnsupported': { code: ErrorCode.badInput, zh: '该游戏暂不支持此玩法' },
  'games.badClientSeed': { code: ErrorCode.badInput, zh: '客户端种子须为 1–64 个可见字符（不含空格）' },
  'games.demoSeedFixed': { code: ErrorCode.badInput, zh: '试玩模式每局使用一次性种子并当场公开，无需更换' },
  'games.serverSeedHidden': { code: ErrorCode.notFound, zh: '该服务端种子尚未公开：更换种子后才能验证' },
  'games.gameNotFound': { code: ErrorCode.notFound, zh: '游戏不存在' },
  'games.venueNotFound': { code: ErrorCode.notFound, zh: '场馆不存在' },
  'games.gameOff': { code: ErrorCode.gameUnavailable, zh: '该游戏已下架' },
  'games.noDemo': { code: ErrorCode.gameUnavailable, zh: '该游戏暂不支持试玩' },
  'games.channelNotFound': { code: ErrorCode.notFound, zh: '渠道不存在' },
  'games.channelMaintenance': { code: ErrorCode.venueMaintenance, zh: (p: { name: Param }) => `${p.name}维护中` },
  'games.ticketMissing': { code: ErrorCode.gameTicketInvalid, zh: '缺少有效的游戏票据' },
  'games.ticketMismatch': { code: ErrorCode.gameTicketInvalid, zh: '票据与游戏不符' },
  'games.badSeedHash': { code: ErrorCode.badInput, zh: '种子哈希格式无效' },
  'games.sessionGoneRelaunch': { code: ErrorCode.gameTicketInvalid, zh: '游戏会话已失效，请从游戏大厅重新进入' },
  'games.demoNoTransfer': { code: ErrorCode.badInput, zh: '试玩模式无需转入' },
  'games.recordsStartAfterEnd': { code: ErrorCode.badInput, zh: '开始日期不能晚于结束日期' },
  'games.recordsRangeTooLong': { code: ErrorCode.badInput, zh: (p: { maxDays: Param }) => `查询范围不能超过 ${p.maxDays} 天` },
  'games.venueMaintenance': { code: ErrorCode.venueMaintenance, zh: (p: { name: Param }) => `${p.name}维护中，请稍后再试` },

  // rewards
  'rewards.notFound': { code: ErrorCode.notFound, zh: '奖励不存在' },
  'rewards.expired': { code: ErrorCode.rewardNotClaimable, zh: '该奖励已过期' },
  'rewards.birthdayMissing': { code: ErrorCode.rewardNotClaimable, zh: '请先在个人资料中设置生日' },
  'rewards.birthdayMonthOnly': { code: ErrorCode.rewardNotClaimable, zh: '生日礼金仅可在生日当月领取' },
  'rewards.badBirthDate': { code: ErrorCode.badInput, zh: '请选择有效的出生日期' },
  'rewards.birthdaySet': { code: ErrorCode.birthdayAlreadySet, zh: '生日已设置，不能修改' },
  'rewards.couponInvalid': { code: ErrorCode.couponInvalid, zh: '兑换码无效或已过期' },
  'rewards.couponExhausted': { code: ErrorCode.couponExhausted, zh: '兑换码已被领完' },
  'rewards.couponUsed': { code: ErrorCode.rewardClaimed, zh: '您已使用过该兑换码' },
  'rewards.nothingToClaim': { code: ErrorCode.rewardNotClaimable, zh: '暂无可领取的奖励' },
  'rewards.claimed': { code: ErrorCode.rewardClaimed, zh: '该奖励已领取，不能重复领取' },
  'rewards.turnoverIncomplete': { code: ErrorCode.turnoverIncomplete, zh: (p: { remaining: Param }) => `您还需完成 ${p.remaining} 元有效流水才能提现` },
  'rewards.materialPendingMax': { code: ErrorCode.reviewPending, zh: (p: { max: Param }) => `已有 ${p.max} 份材料待审核，请等待审核结果` },
  'rewards.materialNotPending': { code: ErrorCode.orderState, zh: '该材料不在待审核状态' },
  'rewards.pointsOff': { code: ErrorCode.rewardNotClaimable, zh: '积分活动未开启' },
  'rewards.taskNotFound': { code: ErrorCode.notFound, zh: '任务不存在' },
  'rewards.taskClaimedToday': { code: ErrorCode.rewardClaimed, zh: '今日该任务积分已领取' },
  'rewards.taskNotDone': { code: ErrorCode.rewardNotClaimable, zh: '任务尚未完成' },
  'rewards.noRebate': { code: ErrorCode.rewardClaimed, zh: '暂无可领取的返水' },
  'rewards.levelUpClaimed': { code: ErrorCode.rewardClaimed, zh: '该晋级礼金已领取' },
  'rewards.levelNotReached': { code: ErrorCode.rewardNotClaimable, zh: '尚未达到该等级，暂不能领取晋级礼金' },
  'rewards.adminBadLevel': { code: ErrorCode.badInput, zh: '等级参数无效' },
  'rewards.adminLevelNotFound': { code: ErrorCode.notFound, zh: '等级不存在' },
  'rewards.adminBadRebate': { code: ErrorCode.badInput, zh: '返水比例参数无效' },
  'rewards.adminBadTag': { code: ErrorCode.badInput, zh: '标签参数无效' },
  'rewards.adminBadCoupon': { code: ErrorCode.badInput, zh: '兑换码参数无效' },
  'rewards.adminBadTaskName': { code: ErrorCode.badInput, zh: '任务名称无效' },
  'rewards.adminBadTask': { code: ErrorCode.badInput, zh: '任务参数无效' },
  'rewards.adminBadPeriod': { code: ErrorCode.badInput, zh: '周期格式无效' },
  'rewards.adminBadPoints': { code: ErrorCode.badInput, zh: '积分配置无效' },
  'rewards.adminBadReview': { code: ErrorCode.badInput, zh: '审核参数无效' },
  'rewards.adminBadFile': { code: ErrorCode.badInput, zh: '文件参数无效' },
  'rewards.adminFileNotFound': { code: ErrorCode.notFound, zh: '文件不存在' },
  'rewards.blacklistTip': { code: ErrorCode.activityBlacklist, zh: '温馨提示：您的账户暂不符合参与活动及领取优惠的条件，如有疑问请联系在线客服。' },

  // activity
  'activity.barrierNotFound': { code: ErrorCode.notFound, zh: '关卡不存在' },
  'activity.barrierClaimed': { code: ErrorCode.rewardClaimed, zh: '本周该关卡奖励已领取' },
  'activity.barrierTurnoverShort': { code: ErrorCode.rewardNotClaimable, zh: (p: { turnover: Param; target: Param }) => `本周有效流水 ${p.turnover} 元，达到 ${p.target} 元后可领取` },
  'activity.envelopeNotStarted': { code: ErrorCode.envelopeEmpty, zh: '红包雨尚未开始，请等待下一轮' },
  'activity.envelopeCapReached': { code: ErrorCode.envelopeCapReached, zh: (p: { perMember: Param }) => `本轮最多可抢 ${p.perMember} 个红包` },
  'activity.envelopeEmpty': { code: ErrorCode.envelopeEmpty, zh: '本轮红包已抢完' },
  'activity.guessBadOption': { code: ErrorCode.badInput, zh: '选项无效' },
  'activity.guessLocked': { code: ErrorCode.guessLocked, zh: '该场比赛已开赛或不在本活动中，无法竞猜' },
  'activity.guessSubmitted': { code: ErrorCode.rewardClaimed, zh: '您已提交过该场比赛的竞猜' },
  'activity.notFound': { code: ErrorCode.notFound, zh: '活动不存在' },
  'activity.newcomerWindow': { code: ErrorCode.activityNotEligible, zh: (p: { days: Param }) => `新人礼包仅限注册 ${p.days} 天内领取` },
  'activity.packNotFound': { code: ErrorCode.notFound, zh: '礼包不存在' },
  'activity.packClaimed': { code: ErrorCode.rewardClaimed, zh: '该礼包已领取' },
  'activity.packLocked': { code: ErrorCode.rewardNotClaimable, zh: '请先完成任务再领取' },
  'activity.returningOnly': { code: ErrorCode.activityNotEligible, zh: (p: { idleDays: Param }) => `仅限 ${p.idleDays} 天未充值的回归会员申请` },
  'activity.signedToday': { code: ErrorCode.rewardClaimed, zh: '今天已签到，明天再来吧' },
  'activity.noDrawChance': { code: ErrorCode.activityNoChance, zh: '抽奖次数不足，充值可获得更多机会' },
  'activity.noSignUpNeeded': { code: ErrorCode.activityNotEligible, zh: '该活动无需报名，直接参与即可' },
  'activity.applicationRejected': { code: ErrorCode.activityNotEligible, zh: '您的申请未通过审核' },
  'activity.firstDepositSignUpFirst': { code: ErrorCode.activityNotEligible, zh: '首存优惠需在首次充值前报名' },
  'activity.giftNotFound': { code: ErrorCode.notFound, zh: '礼品不存在' },
  'activity.pointsInsufficient': { code: ErrorCode.pointsInsufficient, zh: (p: { points: Param }) => `积分不足，需要 ${p.points} 积分` },
  'activity.giftOutOfStock': { code: ErrorCode.giftOutOfStock, zh: '礼品库存不足' },
  'activity.exchangeSubmitted': { code: ErrorCode.rewardClaimed, zh: '该兑换已提交' },
  'activity.notStarted': { code: ErrorCode.activityNotRunning, zh: '活动尚未开始' },
  'activity.ended': { code: ErrorCode.activityNotRunning, zh: '活动已结束' },
  'activity.notEligible': { code: ErrorCode.activityNotEligible, zh: '不符合活动条件' },
  'activity.adminBadParams': { code: ErrorCode.badInput, zh: '活动参数无效' },
  'activity.adminBadConfig': { code: ErrorCode.badInput, zh: '活动配置无效' },
  'activity.loginFirst': { code: ErrorCode.activityNotEligible, zh: '请先登录' },
  'activity.accountBarred': { code: ErrorCode.activityNotEligible, zh: '账户暂不符合参与条件' },
  'activity.vipLevelNeeded': { code: ErrorCode.activityNotEligible, zh: (p: { level: Param }) => `需达到 VIP${p.level}` },
  'activity.newMembersOnly': { code: ErrorCode.activityNotEligible, zh: (p: { days: Param }) => `仅限注册 ${p.days} 天内的新会员` },

  // responsible
  'responsible.birthDateMissing': { code: ErrorCode.ageNotConfirmed, zh: (p: { minAge: Param }) => `请先填写出生日期，确认年满 ${p.minAge} 周岁后再充值或游戏` },
  'responsible.underAge': { code: ErrorCode.ageNotConfirmed, zh: (p: { minAge: Param }) => `未满 ${p.minAge} 周岁不能充值、转入或游戏` },
  'responsible.underAgeAtSignUp': { code: ErrorCode.badInput, zh: (p: { minAge: Param }) => `未满 ${p.minAge} 周岁不能充值或游戏` },
  'responsible.birthDateSet': { code: ErrorCode.responsibleChangeRefused, zh: '出生日期已填写，不能修改' },
  'responsible.depositLimit': { code: ErrorCode.depositLimitReached, zh: (p: { period: LimitPeriod; limit: Param; used: Param; resetsAt: Param }) => `已达到您设置的${PERIOD_ZH[p.period]}存款限额 ${p.limit} 元（已用 ${p.used} 元），将于 ${p.resetsAt} 重置` },
  'responsible.lossLimit': { code: ErrorCode.lossLimitReached, zh: (p: { period: LimitPeriod; limit: Param; used: Param; resetsAt: Param }) => `本次投注可能超过您设置的${PERIOD_ZH[p.period]}净亏损限额 ${p.limit} 元（已亏损 ${p.used} 元），将于 ${p.resetsAt} 重置` },
  'responsible.sessionLimit': { code: ErrorCode.sessionLimitReached, zh: (p: { minutes: Param; resetsAt: Param }) => `本次游戏时长已达到您设置的 ${p.minutes} 分钟上限，请休息片刻，${p.resetsAt} 后可再开始` },
  'responsible.excluded': { code: ErrorCode.playExcluded, zh: (p: { kind: keyof typeof EXCLUSION_ZH; endsAt: Param }) => `您正处于${EXCLUSION_ZH[p.kind]}，至 ${p.endsAt} 结束；期间只能提款、查看消息和记录` },
  'responsible.sessionLimitPerSession': { code: ErrorCode.responsibleChangeRefused, zh: '游戏时长限额按单次计算' },
  'responsible.limitPeriod': { code: ErrorCode.responsibleChangeRefused, zh: '限额周期只能是每日、每周或每月' },
  'responsible.sessionLimitRange': { code: ErrorCode.responsibleChangeRefused, zh: (p: { min: Param; max: Param }) => `游戏时长限额须在 ${p.min} 到 ${p.max} 分钟之间` },
  'responsible.noPendingChange': { code: ErrorCode.responsibleChangeRefused, zh: '没有等待生效的限额变更' },
  'responsible.cannotShorten': { code: ErrorCode.responsibleChangeRefused, zh: '已有更长的冷静期或自我禁入在进行中，不能缩短' },

  // sportsbook
  'sportsbook.matchEnded': { code: ErrorCode.betMarketSuspended, zh: '比赛已结束，盘口已关闭' },
  'sportsbook.marketChanged': { code: ErrorCode.betMarketChanged, zh: '盘口已变化（比分或盘口线更新），请重新选择' },
  'sportsbook.marketClosed': { code: ErrorCode.betMarketSuspended, zh: '盘口已关闭' },
  'sportsbook.marketHeld': { code: ErrorCode.betMarketSuspended, zh: '盘口暂停投注，请稍后再试' },
  'sportsbook.matchStakeCap': { code: ErrorCode.betLimit, zh: (p: { max: Param; staked: Param }) => `同一场比赛累计投注不能超过 ${p.max}（已投 ${p.staked}）` },
  'sportsbook.badOdds': { code: ErrorCode.badInput, zh: '赔率格式不正确' },
  'sportsbook.stakeRange': { code: ErrorCode.betLimit, zh: (p: { min: Param; max: Param }) => `单注金额须在 ${p.min} 至 ${p.max} 之间` },
  'sportsbook.scoreChanged': { code: ErrorCode.betMarketSuspended, zh: '比分刚刚变化，盘口暂停，注单未被接受' },
  'sportsbook.oddsChanged': { code: ErrorCode.betOddsChanged, zh: (p: { was: Param; now: Param }) => `赔率已由 ${p.was} 变为 ${p.now}，注单未被接受` },
  'sportsbook.payoutCap': { code: ErrorCode.betLimit, zh: (p: { max: Param }) => `单注最高派彩 ${p.max}` },
  'sportsbook.marketStakeCap': { code: ErrorCode.betLimit, zh: (p: { max: Param; staked: Param }) => `同一盘口累计投注不能超过 ${p.max}（已投 ${p.staked}）` },
  'sportsbook.venueBalanceShort': { code: ErrorCode.insufficientBalance, zh: '体育场馆余额不足，请先转入' },
  'sportsbook.parlayLegs': { code: ErrorCode.badInput, zh: (p: { min: Param; max: Param }) => `串关须选择 ${p.min}–${p.max} 场比赛` },
  'sportsbook.parlaySameMatch': { code: ErrorCode.badInput, zh: '串关不能包含同一场比赛的两个选项' },
  'sportsbook.parlayOddsChanged': { code: ErrorCode.betOddsChanged, zh: (p: { leg: Param; was: Param; now: Param }) => `第 ${p.leg} 关赔率已由 ${p.was} 变为 ${p.now}，注单未被接受` },
  'sportsbook.adminBadLimits': { code: ErrorCode.badInput, zh: '限额无效' },
  'sportsbook.adminStakeOrder': { code: ErrorCode.badInput, zh: '最低投注不能高于最高投注' },

  // gift
  'gift.roomNotFound': { code: ErrorCode.notFound, zh: '直播间不存在' },
  'gift.goldAmountInvalid': { code: ErrorCode.goldAmountInvalid, zh: '购买金额须为 0.10 元的整数倍（0.10 元 = 1 金币）' },
  'gift.walletShort': { code: ErrorCode.insufficientBalance, zh: '中心钱包余额不足，请先充值或减少购买金额' },
  'gift.giftNotFound': { code: ErrorCode.notFound, zh: '礼物不存在' },
  'gift.giftUnavailable': { code: ErrorCode.giftUnavailable, zh: (p: { name: Param }) => `礼物「${p.name}」暂未开放` },
  'gift.goldInsufficient': { code: ErrorCode.goldInsufficient, zh: '金币不足，请先购买金币' },
  'gift.switchedOff': { code: ErrorCode.giftNotAllowed, zh: '礼物功能维护中，暂不能购买金币或打赏' },
  'gift.memberInactive': { code: ErrorCode.giftNotAllowed, zh: '账号状态异常，暂不能购买金币或打赏，请联系客服' },
  'gift.memberBlocked': { code: ErrorCode.giftNotAllowed, zh: '您的账号已被限制购买金币和打赏，如有疑问请联系客服' },
  'gift.dailyCapReached': { code: ErrorCode.goldDailyLimit, zh: (p: { cap: Param }) => `今日购买金币已达上限（${p.cap}），请明天再来` },
  'gift.dailyCapExceeded': { code: ErrorCode.goldDailyLimit, zh: (p: { remaining: Param }) => `超出今日购买金币上限，今日还可购买 ${p.remaining}` },

  // live
  'live.anchorNotFound': { code: ErrorCode.notFound, zh: '主播不存在' },
  'live.matchOrRoomNotFound': { code: ErrorCode.notFound, zh: '赛事或直播间不存在' },
  'live.lineNotFound': { code: ErrorCode.notFound, zh: '视频线路不存在' },
  'live.qualityUnavailable': { code: ErrorCode.notFound, zh: '该清晰度暂不可用' },
  'live.streamOffline': { code: ErrorCode.streamOffline, zh: '直播暂未开始或已中断' },

  // chat
  'chat.roomNotFound': { code: ErrorCode.notFound, zh: '聊天室不存在' },
  'chat.notRoomAdmin': { code: ErrorCode.forbidden, zh: '您不是本聊天室的管理员' },
  'chat.muteDurationMissing': { code: ErrorCode.badInput, zh: '请填写禁言时长' },
  'chat.lineNotFound': { code: ErrorCode.notFound, zh: '消息不存在' },
  'chat.badLineId': { code: ErrorCode.badInput, zh: '消息编号无效' },
  'chat.roomClosed': { code: ErrorCode.chatClosed, zh: '聊天室已关闭' },
  'chat.muted': { code: ErrorCode.chatMuted, zh: (p: { until: Param }) => `您已被禁言，${p.until}（北京时间）后可发言` },
  'chat.levelTooLow': { code: ErrorCode.chatLevelTooLow, zh: (p: { minLevel: Param }) => `等级达到${p.minLevel}级才能发言` },
  'chat.slowMode': { code: ErrorCode.chatSlowMode, zh: (p: { seconds: Param }) => `发言太快了，请${p.seconds}秒后再试` },
  'chat.rateLimited': { code: ErrorCode.chatRateLimited, zh: (p: { seconds: Param }) => `发言过于频繁，请${p.seconds}秒后再试` },
  'chat.badMemberId': { code: ErrorCode.badInput, zh: '会员不存在' },
  'chat.cannotBlockSelf': { code: ErrorCode.badInput, zh: '不能屏蔽自己' },
  'chat.orderPushUnknown': { code: ErrorCode.orderPushUnknown, zh: '推单不存在' },
  'chat.orderPushWithdrawn': { code: ErrorCode.orderPushWithdrawn, zh: '推单已撤回' },
  'chat.orderPushReplaced': { code: ErrorCode.orderPushWithdrawn, zh: '推单已被新的推单取代，无需撤回' },
  'chat.orderNotYours': { code: ErrorCode.chatOrderNotYours, zh: '注单不存在或不是您的注单，无法分享' },
  'chat.orderPushBad': { code: ErrorCode.badInput, zh: (p: { where: Param }) => `推单内容无效（${p.where}）` },
  'chat.orderPushIdMissing': { code: ErrorCode.badInput, zh: '撤回需要推单编号 id' },

  // message
  'message.notFound': { code: ErrorCode.notFound, zh: '消息不存在或已删除' },
  'message.promotionExcluded': { code: ErrorCode.playExcluded, zh: '该会员正处于冷静期或自我禁入，推广信未发送' },
  'message.titleLength': { code: ErrorCode.badInput, zh: (p: { max: Param }) => `标题不能为空且不超过 ${p.max} 个字` },
  'message.contentLength': { code: ErrorCode.badInput, zh: (p: { max: Param }) => `内容不能为空且不超过 ${p.max} 个字` },
  'message.linkInternal': { code: ErrorCode.badInput, zh: '链接必须是站内页面路径，例如 /wallet' },
  'message.vipLevelRange': { code: ErrorCode.badInput, zh: 'VIP 等级必须是 0 到 100 的整数' },
  'message.adminBadBody': { code: ErrorCode.badInput, zh: '请求内容不正确' },

  // news
  'news.dateRange': { code: ErrorCode.badInput, zh: '日期无效：只能查询前后七天内的赛程' },
  'news.columnNotFound': { code: ErrorCode.notFound, zh: '栏目不存在' },
  'news.articleNotFound': { code: ErrorCode.notFound, zh: '文章不存在或已下架' },
  'news.expertNotFound': { code: ErrorCode.notFound, zh: '专家不存在' },
  'news.planNotFound': { code: ErrorCode.notFound, zh: '方案不存在' },
  'news.unlockGoldShort': { code: ErrorCode.goldInsufficient, zh: (p: { price: Param }) => `金币不足：解锁需要 ${p.price} 金币，请先购买金币` },
  'news.adminArticleIncomplete': { code: ErrorCode.badInput, zh: '文章内容不完整：需要栏目、标题、正文和作者' },
  'news.adminColumnNotFound': { code: ErrorCode.badInput, zh: '栏目不存在' },
  'news.adminBadPatch': { code: ErrorCode.badInput, zh: '修改内容无效' },
  'news.adminArticleNotFound': { code: ErrorCode.notFound, zh: '文章不存在' },

  // agent
  'agent.alreadyAgent': { code: ErrorCode.conflict, zh: '您已经是代理' },
  'agent.applicationPending': { code: ErrorCode.conflict, zh: '您的代理申请正在审核中，请勿重复提交' },
  'agent.applicationNotFound': { code: ErrorCode.notFound, zh: '申请不存在' },
  'agent.notAgent': { code: ErrorCode.forbidden, zh: '您还不是代理，请先申请加入' },
  'agent.badPeriod': { code: ErrorCode.badInput, zh: '统计周期不正确' },
  'agent.adminBadStatus': { code: ErrorCode.badInput, zh: '状态只能是 pending、approved 或 rejected' },
  'agent.adminBadId': { code: ErrorCode.badInput, zh: '申请编号不正确' },
  'agent.adminBadDecision': { code: ErrorCode.badInput, zh: '备注最多 200 字，佣金比例为 0–10000 基点' },
  'agent.adminBadPeriod': { code: ErrorCode.badInput, zh: '周期格式应为 YYYY-Www，例如 2026-W48' },
  'agent.contactPhone': { code: ErrorCode.badInput, zh: '请输入正确的手机号' },
  'agent.contactEmail': { code: ErrorCode.badInput, zh: '请输入正确的邮箱地址' },
  'agent.contactQq': { code: ErrorCode.badInput, zh: '请输入正确的 QQ 号' },
  'agent.contactWechat': { code: ErrorCode.badInput, zh: '请输入正确的微信号' },
  'agent.contactTelegram': { code: ErrorCode.badInput, zh: '请输入正确的 Telegram 用户名' },

  // support
  'support.operatorAuth': { code: ErrorCode.supportOperatorAuth, zh: '客服账号或密码错误' },
  'support.operatorExists': { code: ErrorCode.conflict, zh: '客服账号已存在' },
  'support.operatorSessionEnded': { code: ErrorCode.supportOperatorAuth, zh: '客服登录已失效，请重新登录' },
  'support.conversationNotFound': { code: ErrorCode.notFound, zh: '会话不存在' },
  'support.conversationEnded': { code: ErrorCode.supportTaken, zh: '会话已结束' },
  'support.conversationTaken': { code: ErrorCode.supportTaken, zh: '该会话已被其他客服接入' },
  'support.conversationClosed': { code: ErrorCode.supportNotYours, zh: '会话已结束' },
  'support.takeFirst': { code: ErrorCode.supportNotYours, zh: '请先接入该会话' },
  'support.noteGone': { code: ErrorCode.conflict, zh: '该留言已回复或不存在' },
  'support.deviceMissing': { code: ErrorCode.badInput, zh: '缺少设备标识，请刷新页面后重试' },
  'support.imageTooLarge': { code: ErrorCode.uploadRejected, zh: (p: { maxMb: Param }) => `图片不能超过 ${p.maxMb}MB` },
  'support.offline': { code: ErrorCode.supportOffline, zh: '客服暂不在线，请留言，我们会以站内信回复您' },

  // operator
  'operator.ipBlocked': { code: ErrorCode.ipBlocked, zh: '您的 IP 已被限制访问，请联系客服' },
  'operator.deviceBlocked': { code: ErrorCode.deviceBlocked, zh: '您的设备已被限制访问，请联系客服' },
  'operator.regionRestricted': { code: ErrorCode.accessRestricted, zh: '当前地区限制访问' },
  'operator.maintenance': { code: ErrorCode.systemMaintenance, zh: '系统维护中' },
  'operator.maintenanceCaveat': { code: ErrorCode.accessCaveat, zh: '系统维护中' },
  'operator.accessCaveat': { code: ErrorCode.accessCaveat, zh: '访问受限' },

  // site
  'site.shortLinkOwnSiteOnly': { code: ErrorCode.forbidden, zh: '仅支持生成本站链接的短链接' },
  'site.adminBadParams': { code: ErrorCode.badInput, zh: (p: { detail: Param }) => `参数错误：${p.detail}` },
  'site.adminLinkEmpty': { code: ErrorCode.badInput, zh: '链接不能为空' },
} as const satisfies Record<string, UserMessage>;

export type MessageKey = keyof typeof USER_MESSAGES;

type ParamsOf<K extends MessageKey> = (typeof USER_MESSAGES)[K]['zh'] extends (params: infer P) => string
  ? [params: P]
  : [];

/** The zh-CN text of `key`, with its named parameters filled in. */
export function msg<K extends MessageKey>(key: K, ...params: ParamsOf<K>): string {
  const text: UserMessage['zh'] = USER_MESSAGES[key].zh;
  return typeof text === 'function' ? (text as (p: unknown) => string)(params[0]) : text;
}

/** The keys whose text takes no parameters. */
type PlainKey = { [K in MessageKey]: ParamsOf<K> extends [] ? K : never }[MessageKey];

/**
 * The default message of a code, for a failure that has nothing more specific to say (code →
 * message). Codes without a plain default (they always name what failed) are absent.
 */

export const DEFAULT_MESSAGE: Partial<Record<ErrorCodeValue, PlainKey>> = {
  [ErrorCode.unauthorized]: 'gateway.sessionExpired',
  [ErrorCode.badInput]: 'gateway.badInput',
  [ErrorCode.needSafe]: 'common.needSafe',
  [ErrorCode.rateLimitedIp]: 'gateway.tooFrequent',
  [ErrorCode.rateLimitedCall]: 'auth.systemBusy',
  [ErrorCode.degraded]: 'gateway.systemError',
  [ErrorCode.authError]: 'auth.sessionEnded',
  [ErrorCode.loginElsewhere]: 'gateway.loginElsewhere',
  [ErrorCode.accountBlocked]: 'auth.accountBlocked',
  [ErrorCode.passwordChanged]: 'gateway.passwordChanged',
  [ErrorCode.badCredentials]: 'auth.badCredentials',
  [ErrorCode.verificationCode]: 'auth.wrongCode',
  [ErrorCode.ipBlocked]: 'operator.ipBlocked',
  [ErrorCode.deviceBlocked]: 'operator.deviceBlocked',
  [ErrorCode.accessRestricted]: 'operator.regionRestricted',
  [ErrorCode.systemMaintenance]: 'operator.maintenance',
  [ErrorCode.conflict]: 'common.conflictRetry',
  [ErrorCode.insufficientBalance]: 'wallet.insufficientBalance',
  [ErrorCode.withdrawPasswordNotSet]: 'member.withdrawPasswordNotSet',
  [ErrorCode.withdrawPasswordLocked]: 'member.withdrawPasswordLocked',
  [ErrorCode.quoteExpired]: 'wallet.quoteExpired',
  [ErrorCode.idempotencyMismatch]: 'wallet.idempotencyMismatch',
  [ErrorCode.streamOffline]: 'live.streamOffline',
  [ErrorCode.chatClosed]: 'chat.roomClosed',
  [ErrorCode.goldInsufficient]: 'gift.goldInsufficient',
  [ErrorCode.supportOffline]: 'support.offline',
  [ErrorCode.couponInvalid]: 'rewards.couponInvalid',
  [ErrorCode.couponExhausted]: 'rewards.couponExhausted',
  [ErrorCode.activityNoChance]: 'activity.noDrawChance',
  [ErrorCode.giftOutOfStock]: 'activity.giftOutOfStock',
  [ErrorCode.betMarketChanged]: 'sportsbook.marketChanged',
};

/** The text a failure with `code` shows when its site has nothing more specific. */
export const defaultMessage = (code: number): string | undefined => {
  const key = DEFAULT_MESSAGE[code as ErrorCodeValue];
  return key === undefined ? undefined : USER_MESSAGES[key].zh;
};
