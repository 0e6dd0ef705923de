import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SERVER_SRC, serverSources } from './server-sources.ts';
import { ErrorCode } from '@arena/protocol';
import {
  DEFAULT_MESSAGE,
  USER_MESSAGES,
  defaultMessage,
  msg,
  type MessageKey,
} from '../src/gateway/user-messages.ts';

/**
 * The server's user messages live in one table (apps/server/src/gateway/user-messages.ts; see
 * docs/architecture.md "The seams"): every entry is well formed, every throw site names a key with the
 * entry's code, and no Chinese text comes back inline at a throw, a GatewayError or an error helper.
 */

const TABLE = 'gateway/user-messages.ts';
const CJK = /[\u4e00-\u9fff]/;
const CODES = new Set<number>(Object.values(ErrorCode));
const entries = Object.entries(USER_MESSAGES) as [MessageKey, (typeof USER_MESSAGES)[MessageKey]][];

/** Parameters that pick a word of the table need one of their values; any other is shown as `<name>`. */
const SAMPLE_PARAMS: Partial<Record<MessageKey, Record<string, string>>> = {
  'responsible.depositLimit': { period: 'day' },
  'responsible.lossLimit': { period: 'month' },
  'responsible.excluded': { kind: 'self_exclusion' },
};

/** Renders an entry with every named parameter filled, so a template's words can be checked. */
function render(key: MessageKey, zh: string | ((p: never) => string)): string {
  if (typeof zh === 'string') return zh;
  const sample = SAMPLE_PARAMS[key] ?? {};
  return zh(new Proxy(sample, { get: (_, name) => sample[String(name)] ?? `<${String(name)}>` }) as never);
}

/** Seed content is operator data, not product copy; the table holds the copy itself. */
const scanned = serverSources().filter((f) => f.path !== TABLE && !/seed/.test(path.posix.basename(f.path)));

/**
 * Inline Chinese texts that are not copy: the support module reuses the deposit proof's refusals for
 * chat pictures by renaming the noun of the table's text.
 */
const ALLOWED = ['modules/support/support-service.ts: 图片'];

/** A function that builds or sends a failure: it constructs a GatewayError or a refusal, or answers `{ code, msg }`. */
const FAILURE_BODY = /new GatewayError\(|new \w+Refusal\(|\{\s*code\b[^}]*\bmsg\b/;

/**
 * Chinese string literals (plain or template) in a failure: inside a `throw`, a `new GatewayError(…)` or
 * refusal, a call of an error helper of the same file, or a `msg:` property. Returns `path: text` lines.
 */
function inlineFailureTexts(file: { path: string; text: string }): string[] {
  const sf = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
  const helpers = new Set<string>();
  const findHelpers = (n: ts.Node): void => {
    if (ts.isVariableDeclaration(n) && n.initializer && ts.isArrowFunction(n.initializer)) {
      if (n.initializer.parameters.length > 0 && FAILURE_BODY.test(n.initializer.getText(sf)))
        helpers.add(n.name.getText(sf));
    }
    if (ts.isFunctionDeclaration(n) && n.name && n.body && n.parameters.length > 0) {
      if (FAILURE_BODY.test(n.body.getText(sf))) helpers.add(n.name.getText(sf));
    }
    ts.forEachChild(n, findHelpers);
  };
  findHelpers(sf);
  const inFailure = (node: ts.Node): boolean => {
    for (let p = node.parent; p && !ts.isSourceFile(p); p = p.parent) {
      if (ts.isThrowStatement(p)) return true;
      if (ts.isNewExpression(p) && /^(GatewayError|\w+Refusal)$/.test(p.expression.getText(sf))) return true;
      if (ts.isCallExpression(p) && helpers.has(p.expression.getText(sf))) return true;
      if (ts.isPropertyAssignment(p) && p.name.getText(sf) === 'msg') return true;
      if (ts.isBlock(p) || ts.isFunctionLike(p)) return false;
    }
    return false;
  };
  const found: string[] = [];
  const visit = (n: ts.Node): void => {
    const literal =
      ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n);
    if (literal && CJK.test(n.getText(sf))) {
      if (inFailure(n)) found.push(`${file.path}: ${ts.isStringLiteral(n) ? n.text : n.getText(sf)}`);
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

describe('the user message table', () => {
  it('gives every entry a key, a known ErrorCode and a non-empty zh-CN text', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const [key, entry] of entries) {
      expect(key, key).toMatch(/^[a-z]+\.[a-z][A-Za-z0-9]*$/);
      expect(CODES.has(entry.code), `${key}: code ${entry.code}`).toBe(true);
      const text = render(key, entry.zh);
      expect(text.trim(), key).not.toBe('');
      expect(CJK.test(text), `${key}: "${text}" is not Chinese`).toBe(true);
      expect(text, key).not.toMatch(/undefined|\$\{/);
    }
  });

  it('has no key twice in its source (an object literal would keep only the last)', () => {
    const text = readFileSync(path.join(SERVER_SRC, TABLE), 'utf8');
    const keys = [...text.matchAll(/^ {2}'([\w.]+)':/gm)].map((m) => m[1]);
    expect(keys.length).toBe(entries.length);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('fills named parameters into the text, keeping the wording', () => {
    expect(msg('member.withdrawPasswordWrong', { remaining: 2 })).toBe('取款密码错误，还可尝试2次');
    expect(msg('rewards.turnoverIncomplete', { remaining: '12.50' })).toBe(
      '您还需完成 12.50 元有效流水才能提现',
    );
    expect(msg('common.memberNotFound')).toBe('会员不存在');
    expect(msg('responsible.excluded', { kind: 'timeout', endsAt: '2026-11-27 10:00' })).toBe(
      '您正处于冷静期，至 2026-11-27 10:00 结束；期间只能提款、查看消息和记录',
    );
    // @ts-expect-error a text with parameters cannot be sent without them
    expect(() => msg('member.withdrawPasswordWrong')).toThrow(TypeError);
  });

  it('maps a code to its default message, an entry of that code without parameters', () => {
    for (const [code, key] of Object.entries(DEFAULT_MESSAGE)) {
      if (key === undefined) continue;
      const entry = USER_MESSAGES[key];
      expect(entry.code, `${code} -> ${key}`).toBe(Number(code));
      expect(typeof entry.zh, key).toBe('string');
    }
    expect(defaultMessage(ErrorCode.badInput)).toBe('提交的内容有误，请检查后重试');
    expect(defaultMessage(ErrorCode.ok)).toBeUndefined();
  });

  it('is used: every key is named by some server file', () => {
    const used = new Set(scanned.flatMap((f) => [...f.text.matchAll(/\bmsg\('([\w.]+)'/g)].map((m) => m[1])));
    for (const key of Object.values(DEFAULT_MESSAGE)) used.add(key);
    expect(entries.map(([k]) => k).filter((k) => !used.has(k))).toEqual([]);
  });

  it('sends each key with its own code where the site names the code beside it', () => {
    const mismatched = scanned.flatMap((f) =>
      [
        ...f.text.matchAll(/new GatewayError\(\s*ErrorCode\.(\w+),\s*msg\('([\w.]+)'/g),
        ...f.text.matchAll(/code: ErrorCode\.(\w+),\s*msg: msg\('([\w.]+)'/g),
      ]
        .filter(
          ([, code, key]) =>
            USER_MESSAGES[key as MessageKey].code !== ErrorCode[code as keyof typeof ErrorCode],
        )
        .map(([site]) => `${f.path}: ${site}`),
    );
    expect(mismatched).toEqual([]);
  });
});

describe('no inline user messages at failure sites', () => {
  it('finds inline Chinese in a throw, a GatewayError, an error helper or a msg property', () => {
    // The check itself, on the shapes the server used before the table.
    const before = {
      path: 'example.ts',
      text: [
        'const refused = (m: string) => new GatewayError(ErrorCode.conflict, m);',
        "const notSet = () => new GatewayError(ErrorCode.withdrawPasswordNotSet, '请先设置取款密码');",
        'export function f(ok: boolean, reply: Reply) {',
        "  if (!ok) throw fieldError('nickName', '昵称不能为空');",
        '  if (!ok) throw refused(`本局已在 ${x} 爆破`);',
        "  return reply.send({ code: ErrorCode.notFound, msg: '赛事不存在', data: null });",
        '}',
        "const label = '真实姓名'; // a word, not a failure",
      ].join('\n'),
    };
    expect(inlineFailureTexts(before)).toEqual([
      'example.ts: 请先设置取款密码',
      'example.ts: 昵称不能为空',
      'example.ts: `本局已在 ${x} 爆破`',
      'example.ts: 赛事不存在',
    ]);
  });

  it('apps/server/src has none outside the table (seed data and tests aside)', () => {
    const inline = scanned
      .filter((f) => CJK.test(f.text))
      .flatMap(inlineFailureTexts)
      .filter((line) => !ALLOWED.includes(line));
    expect(inline).toEqual([]);
  });
});
