import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, LOGICAL_HEADERS, catalogue, type VerifyScope } from '@arena/protocol';
import { GEETEST_DIFFICULTY } from '../src/modules/verify/answer-check.ts';
import { clickWordPng } from '../src/modules/verify/click-word-art.ts';
import { CLICK_WORD_POOL } from '../src/modules/verify/click-word-glyphs.ts';
import { newGeetestChallenge } from '../src/modules/verify/challenge-factory.ts';
import { insertChallenge } from '../src/modules/verify/challenge-repository.ts';
import { consumeVerifyTicket, issueVerifyTicket } from '../src/modules/verify/verify-ticket-repository.ts';
import { buildApp } from '../src/app.ts';
import { ADMIN_HEADERS, TEST_ADMIN_TOKEN, createTestApp, type TestApp } from './test-app.ts';
import { callApi } from './gateway-test-client.ts';
import { loginInput } from './account-helpers.ts';
import { decodePng } from './png-decode.ts';

interface Answers {
  imageCode: string;
  puzzleX: number;
  clickWordPoints: { x: number; y: number }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function openChallenge(): Promise<string> {
  const res = await t.call(catalogue.auth.captchaExRegister, {});
  expect(res.code).toBe(ErrorCode.ok);
  const data = res.data as { captchaId: string; image: number; afs: number; anji: number };
  expect(data).toMatchObject({ image: 1, afs: 1, anji: 1 });
  expect(typeof data.captchaId).toBe('string');
  return data.captchaId;
}

async function answersOf(captchaId: string): Promise<Answers> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/admin/verify/${captchaId}`,
    headers: { authorization: `Bearer ${t.app.adminToken}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Answers }>().data;
}

const verifyHeader = (res: { headers: Record<string, unknown> }) => res.headers[LOGICAL_HEADERS.verifyToken];

async function getPuzzle(captchaId: string, captchaType: 'blockPuzzle' | 'clickWord') {
  const res = await t.call(catalogue.auth.captchaExGet, { captchaId, captchaType });
  expect(res.code).toBe(ErrorCode.ok);
  return res.data as {
    token: string;
    wordList: string[] | null;
    originalImageBase64: string;
    jigsawImageBase64: string | null;
  };
}

describe('security verification (spec §4)', () => {
  it('exchanges a solved slider for a single-use ticket in the x-qc header', async () => {
    const captchaId = await openChallenge();
    const puzzle = await getPuzzle(captchaId, 'blockPuzzle');
    expect(puzzle.jigsawImageBase64).not.toBeNull();
    // Both pictures are PNG pixels: the gap's place is not written anywhere in them.
    const picture = decodePng(Buffer.from(puzzle.originalImageBase64, 'base64'));
    const piece = decodePng(Buffer.from(puzzle.jigsawImageBase64 ?? '', 'base64'));
    expect([picture.width, picture.height, piece.width, piece.height]).toEqual([310, 155, 50, 155]);
    const { puzzleX } = await answersOf(captchaId);

    const check = await t.call(catalogue.auth.captchaExCheck, {
      captchaId,
      captchaType: 'blockPuzzle',
      token: puzzle.token,
      pointJson: JSON.stringify({ x: puzzleX + 4, y: 5 }),
    });
    const passed = check.data as { passed: boolean; captchaVerification: string };
    expect(passed.passed).toBe(true);

    const verify = await t.call(catalogue.auth.icVerify, {
      type: 'afs',
      ticket: passed.captchaVerification,
      captchaId,
    });
    expect(verify.code).toBe(ErrorCode.ok);
    expect(verify.data).toEqual({ passed: true });
    const ticket = verifyHeader(verify);
    expect(typeof ticket).toBe('string');

    expect(await consumeVerifyTicket(t.db, String(ticket))).toBe(true);
    expect(await consumeVerifyTicket(t.db, String(ticket))).toBe(false);

    // The puzzle pass is spent too, and the challenge takes no second answer.
    const again = await t.call(catalogue.auth.icVerify, {
      type: 'afs',
      ticket: passed.captchaVerification,
      captchaId,
    });
    expect(again.code).toBe(ErrorCode.verificationCode);
    expect(verifyHeader(again)).toBeUndefined();
  });

  it('passes the click-word puzzle only when the characters are clicked in order', async () => {
    const captchaId = await openChallenge();
    const puzzle = await getPuzzle(captchaId, 'clickWord');
    expect(puzzle.wordList).toHaveLength(3);
    const { clickWordPoints } = await answersOf(captchaId);
    const check = (points: unknown) =>
      t.call(catalogue.auth.captchaExCheck, {
        captchaId,
        captchaType: 'clickWord',
        token: puzzle.token,
        pointJson: JSON.stringify(points),
      });

    const reversed = await check([...clickWordPoints].reverse());
    expect(reversed.data).toEqual({ passed: false, captchaVerification: '' });

    const right = await check(clickWordPoints.map((p) => ({ x: p.x + 10, y: p.y - 10 })));
    const pass = (right.data as { captchaVerification: string }).captchaVerification;
    expect(pass).not.toBe('');

    // A pass is bound to its type: it cannot be spent as a slider pass.
    const wrongType = await t.call(catalogue.auth.icVerify, { type: 'afs', ticket: pass, captchaId });
    expect(wrongType.code).toBe(ErrorCode.verificationCode);
    const verify = await t.call(catalogue.auth.icVerify, { type: 'anji', ticket: pass, captchaId });
    expect(verify.code).toBe(ErrorCode.ok);
    expect(await consumeVerifyTicket(t.db, String(verifyHeader(verify)))).toBe(true);
  });

  it('accepts the typed image code in any case and refuses it a second time', async () => {
    const captchaId = await openChallenge();
    const { imageCode } = await answersOf(captchaId);
    const verify = await t.call(catalogue.auth.icVerify, {
      type: 'image',
      ticket: ` ${imageCode.toLowerCase()} `,
      captchaId,
    });
    expect(verify.code).toBe(ErrorCode.ok);
    expect(await consumeVerifyTicket(t.db, String(verifyHeader(verify)))).toBe(true);

    const replay = await t.call(catalogue.auth.icVerify, { type: 'image', ticket: imageCode, captchaId });
    expect(replay.code).toBe(ErrorCode.verificationCode);
    expect(replay.data).toMatchObject({ reason: 'expired' });
  });

  it('answers a wrong image code with 10409 and no ticket', async () => {
    const captchaId = await openChallenge();
    const { imageCode } = await answersOf(captchaId);
    const wrong = imageCode === 'AAAA' ? 'CCCC' : 'AAAA';
    const res = await t.call(catalogue.auth.icVerify, { type: 'image', ticket: wrong, captchaId });
    expect(res.code).toBe(ErrorCode.verificationCode);
    expect(res.msg).toBe('验证码错误');
    expect(res.data).toEqual({ reason: 'wrong', remaining: 4 });
    expect(verifyHeader(res)).toBeUndefined();
  });

  it('refuses the sixth try after five wrong ones, even with the right code', async () => {
    const captchaId = await openChallenge();
    const { imageCode } = await answersOf(captchaId);
    const wrong = imageCode === 'AAAA' ? 'CCCC' : 'AAAA';
    const reasons: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.call(catalogue.auth.icVerify, { type: 'image', ticket: wrong, captchaId });
      expect(res.code).toBe(ErrorCode.verificationCode);
      reasons.push((res.data as { reason: string }).reason);
    }
    expect(reasons).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'locked']);
    const sixth = await t.call(catalogue.auth.icVerify, { type: 'image', ticket: imageCode, captchaId });
    expect(sixth.code).toBe(ErrorCode.verificationCode);
    expect(sixth.data).toMatchObject({ reason: 'locked' });
    expect(verifyHeader(sixth)).toBeUndefined();
  });

  it('counts wrong slider answers against the same five tries', async () => {
    const captchaId = await openChallenge();
    const puzzle = await getPuzzle(captchaId, 'blockPuzzle');
    const { puzzleX } = await answersOf(captchaId);
    const check = (x: number) =>
      t.call(catalogue.auth.captchaExCheck, {
        captchaId,
        captchaType: 'blockPuzzle',
        token: puzzle.token,
        pointJson: JSON.stringify({ x, y: 0 }),
      });
    for (let i = 0; i < 4; i++) expect((await check(puzzleX + 6)).data).toMatchObject({ passed: false });
    expect((await check(puzzleX - 30)).code).toBe(ErrorCode.verificationCode);
    expect((await check(puzzleX)).data).toMatchObject({ reason: 'locked' });
  });

  it('refuses an expired challenge', async () => {
    const captchaId = await openChallenge();
    const { imageCode } = await answersOf(captchaId);
    await t.db.query("update verify_challenge set expires_at = now() - interval '1 second' where id = $1", [
      captchaId,
    ]);
    const verify = await t.call(catalogue.auth.icVerify, { type: 'image', ticket: imageCode, captchaId });
    expect(verify.code).toBe(ErrorCode.verificationCode);
    expect(verify.data).toMatchObject({ reason: 'expired' });
    const get = await t.call(catalogue.auth.captchaExGet, { captchaId, captchaType: 'clickWord' });
    expect(get.code).toBe(ErrorCode.verificationCode);
  });

  it('serves the image code as a PNG: pixels only, nothing to read the code from', async () => {
    const captchaId = await openChallenge();
    const { imageCode } = await answersOf(captchaId);
    const res = await t.call(catalogue.site.captchaImage, { uuid: captchaId });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/png/);
    expect(res.headers['cache-control']).toBe('no-store');
    const picture = decodePng(res.raw);
    expect([picture.width, picture.height]).toEqual([120, 40]);
    expect(res.raw.includes(Buffer.from(imageCode))).toBe(false);
    expect(res.raw.length).toBeLessThan(8000);
    // Drawn from the stored seed: fetching twice shows the same picture.
    const again = await t.call(catalogue.site.captchaImage, { uuid: captchaId });
    expect(again.raw.equals(res.raw)).toBe(true);

    const unknown = await t.call(catalogue.site.captchaImage, { uuid: 'no-such-challenge' });
    expect(unknown.code).toBe(ErrorCode.verificationCode);
  });

  it('keeps the answer sheet behind the operator token', async () => {
    const captchaId = await openChallenge();
    const open = await t.app.inject({ method: 'GET', url: `/admin/verify/${captchaId}` });
    expect(open.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/admin/verify/nope',
      headers: { authorization: `Bearer ${t.app.adminToken}` },
    });
    expect(missing.statusCode).toBe(404);
    const answers = await answersOf(captchaId);
    expect(answers.imageCode).toMatch(/^[A-Z0-9]{4}$/);
    expect(answers.clickWordPoints).toHaveLength(3);
  });
});

describe('verify tickets', () => {
  it('expire after two minutes', async () => {
    const issuedAt = new Date();
    const ticket = await issueVerifyTicket(t.db, issuedAt);
    const later = new Date(issuedAt.getTime() + 2 * 60 * 1000 + 1);
    expect(await consumeVerifyTicket(t.db, ticket, later)).toBe(false);
    expect(await consumeVerifyTicket(t.db, ticket, issuedAt)).toBe(true);
  });

  it('refuse anything that was never issued', async () => {
    expect(await consumeVerifyTicket(t.db, '')).toBe(false);
    expect(await consumeVerifyTicket(t.db, 'made-up')).toBe(false);
  });
});

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

/** The proof of work a real client does: a nonce whose hash with the challenge starts with zeros. */
function solve(challenge: string): string {
  for (let n = 0; ; n++) {
    const validate = n.toString(16);
    const hex = createHash('sha256').update(`${challenge}${validate}`).digest('hex');
    if (hex.startsWith('0'.repeat(GEETEST_DIFFICULTY))) return validate;
  }
}

describe('geetest stand-in', () => {
  it('validates a solved challenge once and returns a usable ticket', async () => {
    const reg = await t.call(catalogue.auth.geetestRegister, {});
    const { challenge, success } = reg.data as { challenge: string; success: boolean };
    expect(success).toBe(true);

    const wrong = await t.call(catalogue.auth.geetestValidate, {
      challenge,
      validate: 'nope',
      seccode: 'nope|jordan',
    });
    expect(wrong.data).toEqual({ passed: false, ticket: '' });

    const validate = solve(challenge);
    const ok = await t.call(catalogue.auth.geetestValidate, {
      challenge,
      validate,
      seccode: `${validate}|jordan`,
    });
    const { passed, ticket } = ok.data as { passed: boolean; ticket: string };
    expect(passed).toBe(true);
    expect(await consumeVerifyTicket(t.db, ticket)).toBe(true);

    const replay = await t.call(catalogue.auth.geetestValidate, {
      challenge,
      validate,
      seccode: `${validate}|jordan`,
    });
    expect(replay.code).toBe(ErrorCode.verificationCode);
  });
});

describe('the click-word picture (spec §4, Anji stand-in)', () => {
  it('is a PNG: the characters are pixels, named nowhere in the file', async () => {
    const captchaId = await openChallenge();
    const puzzle = await getPuzzle(captchaId, 'clickWord');
    const bytes = Buffer.from(puzzle.originalImageBase64, 'base64');
    const picture = decodePng(bytes); // an SVG (text a bot reads) throws here
    expect([picture.width, picture.height]).toEqual([310, 155]);
    expect(bytes.includes(Buffer.from('<text'))).toBe(false);
    for (const word of puzzle.wordList ?? []) expect(bytes.includes(Buffer.from(word))).toBe(false);
    // Drawn from the stored seed: a second fetch shows the same picture.
    expect((await getPuzzle(captchaId, 'clickWord')).originalImageBase64).toBe(puzzle.originalImageBase64);
  });

  it('draws every character where the answer sheet places it, and nothing elsewhere', () => {
    const words = [
      { word: CLICK_WORD_POOL[0] ?? '', x: 40, y: 40 },
      { word: CLICK_WORD_POOL[7] ?? '', x: 150, y: 100 },
      { word: CLICK_WORD_POOL[20] ?? '', x: 260, y: 50 },
    ];
    const drawn = decodePng(clickWordPng(words, 77));
    const scenery = decodePng(clickWordPng([], 77)); // the same backdrop, no characters
    const changedNear = words.map(() => 0);
    let changedFar = 0;
    for (let y = 0; y < drawn.height; y++)
      for (let x = 0; x < drawn.width; x++) {
        const o = (y * drawn.width + x) * drawn.channels;
        if (drawn.pixels.subarray(o, o + 3).every((v, i) => v === scenery.pixels[o + i])) continue;
        const near = words.findIndex((w) => Math.hypot(w.x - x, w.y - y) <= 30);
        if (near < 0) changedFar++;
        else changedNear[near] = (changedNear[near] ?? 0) + 1;
      }
    expect(changedFar).toBe(0);
    for (const n of changedNear) expect(n).toBeGreaterThan(150);
  });

  it('has a stroke glyph for every character it can ask for', () => {
    const words = CLICK_WORD_POOL.map((word, i) => ({
      word,
      x: 20 + (i % 6) * 50,
      y: 20 + Math.floor(i / 6) * 22,
    }));
    expect(CLICK_WORD_POOL.length).toBeGreaterThanOrEqual(20);
    expect(() => clickWordPng(words, 1)).not.toThrow();
  });
});

describe('verify tickets are bound to the call and the login name (spec §4)', () => {
  const { loginV3, registerV4 } = catalogue.auth;
  const setSwitches = async (patch: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/switches',
      headers: ADMIN_HEADERS,
      payload: patch,
    });
    expect(res.statusCode).toBe(200);
  };
  afterEach(() => setSwitches({ verification: { on: false, calls: [] } }));

  /** Solves an image code as the dialog does, reading the answer only from the operator's sheet. */
  async function solvedTicket(scope?: VerifyScope): Promise<string> {
    const captchaId = await openChallenge();
    const { imageCode } = await answersOf(captchaId);
    const res = await t.call(catalogue.auth.icVerify, {
      type: 'image',
      ticket: imageCode,
      captchaId,
      ...(scope ? { scope } : {}),
    });
    expect(res.code).toBe(ErrorCode.ok);
    return String(verifyHeader(res));
  }
  const withTicket = <T extends object>(input: T, ticket: string) => ({
    ...input,
    captchaVerification: ticket,
  });

  it('a ticket solved for the login of one name passes neither a register nor the login of another', async () => {
    await setSwitches({ verification: { on: true, calls: [loginV3.id, registerV4.id] } });
    const ticket = await solvedTicket({ call: loginV3.id, name: 'Alice7' });
    const register = await t.call(
      registerV4,
      withTicket(
        { name: 'alice7', password: 'abc12345', timewd: 'encoded', birthDate: '1990-01-01' },
        ticket,
      ),
    );
    expect(register.code).toBe(ErrorCode.needSafe);
    const other = await t.call(loginV3, withTicket(loginInput('bob7x', 'abc12345'), ticket));
    expect(other.code).toBe(ErrorCode.needSafe);
    // Its own login (names compare in lower case) passes the check; the password is then judged.
    const own = await t.call(loginV3, withTicket(loginInput('ALICE7', 'abc12345'), ticket));
    expect(own.code).toBe(ErrorCode.badCredentials);
    const twice = await t.call(loginV3, withTicket(loginInput('alice7', 'abc12345'), ticket));
    expect(twice.code).toBe(ErrorCode.needSafe);
  });

  it('a ticket asked for without a call passes no call', async () => {
    await setSwitches({ verification: { on: true, calls: [loginV3.id] } });
    const ticket = await solvedTicket();
    const res = await t.call(loginV3, withTicket(loginInput('carol7', 'abc12345'), ticket));
    expect(res.code).toBe(ErrorCode.needSafe);
  });

  it('a geetest ticket is bound the same way', async () => {
    await setSwitches({ verification: { on: true, calls: [loginV3.id] } });
    const reg = await t.call(catalogue.auth.geetestRegister, {});
    const { challenge } = reg.data as { challenge: string };
    const validate = solve(challenge);
    const ok = await t.call(catalogue.auth.geetestValidate, {
      challenge,
      validate,
      seccode: `${validate}|jordan`,
      scope: { call: loginV3.id, name: 'dave7' },
    });
    const { ticket } = ok.data as { ticket: string };
    const other = await t.call(loginV3, withTicket(loginInput('erin7', 'abc12345'), ticket));
    expect(other.code).toBe(ErrorCode.needSafe);
    const own = await t.call(loginV3, withTicket(loginInput('dave7', 'abc12345'), ticket));
    expect(own.code).toBe(ErrorCode.badCredentials);
  });
});

describe('geetest stand-in outside tests', () => {
  it('is off unless the server is told otherwise: no challenge, and a solved one earns no ticket', async () => {
    // A second gateway on the same database, built as `npm start` builds it (no GEETEST_STANDIN).
    const app = await buildApp({
      config: { webDist: '/nonexistent', logLevel: 'silent', adminToken: TEST_ADMIN_TOKEN },
      db: t.db,
    });
    await app.ready();
    const off = { db: t.db, call: (...args: DropFirst<Parameters<typeof callApi>>) => callApi(app, ...args) };
    try {
      const reg = await off.call(catalogue.auth.geetestRegister, {});
      expect(reg.code).toBe(ErrorCode.ok);
      expect(reg.data).toMatchObject({ success: false, challenge: '' });
      // A challenge the stand-in issued while it was on, solved: still no ticket.
      const issued = newGeetestChallenge();
      await insertChallenge(off.db, issued);
      const challenge = issued.id;
      const validate = solve(challenge);
      const res = await off.call(catalogue.auth.geetestValidate, {
        challenge,
        validate,
        seccode: `${validate}|jordan`,
      });
      expect(res.code).toBe(ErrorCode.verificationCode);
      expect(res.data).not.toMatchObject({ passed: true });
    } finally {
      await app.close();
    }
  });
});
