/**
 * Typed i18n keys returned by every validator of spec §5, with the suggested zh-CN and en wording the
 * web catalogues are built from. A validator never returns prose, only a key (plus interpolation params).
 */

/** Every message key a spec §5 validator can return. */
export const VALIDATION_MESSAGE_KEYS = [
  'validation.required',
  'validation.maxLength',
  'validation.password.length',
  'validation.password.combination',
  'validation.password.equalsUsername',
  'validation.withdrawPassword.sixDigits',
  'validation.realName.characters',
  'validation.realName.length',
  'validation.realName.separator',
  'validation.realName.doubleSpace',
  'validation.realName.dotNextToSpace',
  'validation.realName.mixedDots',
  'validation.cardNumber.digits',
  'validation.cardNumber.length',
  'validation.cardNumber.checksum',
  'validation.amount.format',
  'validation.amount.decimals',
  'validation.amount.positive',
  'validation.amount.max',
  'validation.memberMaxPrice.format',
  'validation.phone.mainland',
  'validation.phone.digits',
  'validation.phone.length',
  'validation.email.format',
  'validation.username.length',
  'validation.username.startsWithLetter',
  'validation.username.characters',
] as const;

/** Union of the spec §5 validation message keys. */
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** Interpolation values for a message, e.g. `{ max: 20 }` for `validation.maxLength` (spec §5). */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Result of a spec §5 validator: ok, or the key of the message to show (and its params). */
export type Check<K extends string = ValidationMessageKey> =
  { readonly ok: true } | { readonly ok: false; readonly key: K; readonly params?: MessageParams };

/** The passing result, shared so validators do not allocate (spec §5). */
export const CHECK_OK: Check<never> = Object.freeze({ ok: true });

/** Builds a failing result (spec §5). */
export function fail<K extends string>(key: K, params?: MessageParams): Check<K> {
  return params === undefined ? { ok: false, key } : { ok: false, key, params };
}

/** Suggested Simplified Chinese wording for each validation key (spec §1 "only zh-CN enabled", §5). */
export const VALIDATION_MESSAGES_ZH: Readonly<Record<ValidationMessageKey, string>> = {
  'validation.required': '请填写此项',
  'validation.maxLength': '最多可输入{max}个字符',
  'validation.password.length': '密码长度为8-12位',
  'validation.password.combination': '密码须为8-12位字母和数字的组合',
  'validation.password.equalsUsername': '密码不能与用户名相同',
  'validation.withdrawPassword.sixDigits': '取款密码须为6位数字',
  'validation.realName.characters': '请输入中文或英文姓名',
  'validation.realName.length': '中文姓名为2-24个字，英文姓名为4-48个字母',
  'validation.realName.separator': '分隔符“.”或“·”只能单独使用，且不能位于首尾',
  'validation.realName.doubleSpace': '姓名中不能包含连续空格',
  'validation.realName.dotNextToSpace': '分隔符不能与空格相邻',
  'validation.realName.mixedDots': '不能同时使用“.”和“·”',
  'validation.cardNumber.digits': '银行卡号只能包含数字',
  'validation.cardNumber.length': '银行卡号为12-19位数字',
  'validation.cardNumber.checksum': '银行卡号有误，请核对',
  'validation.amount.format': '请输入正确的金额',
  'validation.amount.decimals': '金额最多保留两位小数',
  'validation.amount.positive': '金额须大于0',
  'validation.amount.max': '金额不能超过{max}',
  'validation.memberMaxPrice.format': '最高金额最多8位整数，最多两位小数',
  'validation.phone.mainland': '请输入正确的手机号码',
  'validation.phone.digits': '手机号码只能包含数字',
  'validation.phone.length': '手机号码应为{range}位数字',
  'validation.email.format': '请输入正确的邮箱地址',
  'validation.username.length': '用户名长度为4-16位',
  'validation.username.startsWithLetter': '用户名须以字母开头',
  'validation.username.characters': '用户名只能包含字母、数字和下划线',
};

/** English wording for each validation key (spec §1 "English exists but is switched off", §5). */
export const VALIDATION_MESSAGES_EN: Readonly<Record<ValidationMessageKey, string>> = {
  'validation.required': 'This field is required',
  'validation.maxLength': 'At most {max} characters',
  'validation.password.length': 'Password must be 8 to 12 characters',
  'validation.password.combination':
    'Password must be a combination of letters and numbers, 8 to 12 characters',
  'validation.password.equalsUsername': 'Password and username cannot match',
  'validation.withdrawPassword.sixDigits': 'Withdrawal password must be 6 digits',
  'validation.realName.characters': 'Enter a Chinese or Latin-letter name',
  'validation.realName.length': 'Chinese names take 2 to 24 characters, Latin names 4 to 48 letters',
  'validation.realName.separator': 'Use "." or "·" singly and not at the start or end',
  'validation.realName.doubleSpace': 'The name cannot contain two spaces in a row',
  'validation.realName.dotNextToSpace': 'A dot cannot stand next to a space',
  'validation.realName.mixedDots': 'Do not mix "." and "·"',
  'validation.cardNumber.digits': 'The card number may contain digits only',
  'validation.cardNumber.length': 'The card number has 12 to 19 digits',
  'validation.cardNumber.checksum': 'The card number is not valid, please check it',
  'validation.amount.format': 'Enter a valid amount',
  'validation.amount.decimals': 'Amounts take at most two decimals',
  'validation.amount.positive': 'The amount must be greater than 0',
  'validation.amount.max': 'The amount cannot exceed {max}',
  'validation.memberMaxPrice.format': 'At most 8 integer digits and two decimals',
  'validation.phone.mainland': 'Enter a valid mobile number',
  'validation.phone.digits': 'The phone number may contain digits only',
  'validation.phone.length': 'The phone number has {range} digits',
  'validation.email.format': 'Enter a valid email address',
  'validation.username.length': 'User names have 4 to 16 characters',
  'validation.username.startsWithLetter': 'User names start with a letter',
  'validation.username.characters': 'User names may contain letters, digits and underscores only',
};
