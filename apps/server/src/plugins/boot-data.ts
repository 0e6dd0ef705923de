import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickHotMatches, type HotCandidate } from '@arena/domain';
import { ErrorCode, catalogue, type CallDef } from '@arena/protocol';
import { answerAsVisitor, visitorStopped } from '../gateway/register-call.ts';

/** One visitor call whose answer travels with the page, with the exact input the web client sends. */
export interface BootCall {
  call: CallDef;
  input: Record<string, unknown>;
  /** Cuts the answer to what the page shows, keeping its shape (the call's output schema still holds). */
  pick?: (data: unknown) => unknown;
}

/**
 * The calls of home's first screen as a visitor makes them (apps/web/src/features/home/api): the
 * banner strip, the notice marquee and the popular list the hot matches are cut from. The popular
 * list's answer is ≈ 150 KB of JSON for 200 matches; the page carries only the few home shows. And
 * the plain `vvm` domain answer: a news screen's first calls go to the news domain it names, without
 * waiting for the gateway's start-up (apps/web/src/lib/gateway/news-domain.ts).
 */
export const HOME_BOOT_CALLS: readonly BootCall[] = [
  { call: catalogue.site.vvm, input: {} },
  { call: catalogue.site.bannerListV1, input: { position: 'home' } },
  { call: catalogue.site.specialNoticeGet, input: {} },
  {
    call: catalogue.live.popularList,
    input: { page: 1, size: 200 },
    pick: (data) => {
      const answer = data as { list: HotCandidate[] };
      return { ...answer, list: pickHotMatches(answer.list) };
    },
  },
];

/**
 * How many of the newest articles the news home's page carries: the column list starts below a phone's
 * first screen (hot news fills it), so a few rows cover a first scroll; the whole page of articles
 * replaces them when the query reads the call itself.
 */
export const NEWS_BOOT_ARTICLES = 4;

/**
 * The calls of the news home's first screen as a visitor makes them (apps/web/src/features/news/api,
 * `newsHomeInputs`): the hot news, the columns and the newest articles, cut to the first few. With the
 * `vvm` answer the covers' news domain is known at once too.
 */
export const NEWS_HOME_BOOT_CALLS: readonly BootCall[] = [
  { call: catalogue.site.vvm, input: {} },
  { call: catalogue.news.hotNews, input: { size: 6 } },
  { call: catalogue.news.columns, input: {} },
  {
    call: catalogue.news.articles,
    input: { page: 1, size: 20 },
    pick: (data) => {
      const answer = data as { list: unknown[] };
      return { ...answer, list: answer.list.slice(0, NEWS_BOOT_ARTICLES) };
    },
  },
];

/**
 * The news answers are this server's own: they stand for what the news domain would answer only when
 * the page's `vvm` names no other news domain (spec §7: news calls go to the news domain). Otherwise the
 * page keeps only the domain, and the news screen reads its calls from there.
 */
export function withOwnNewsOnly(boot: BootData, origin: string): BootData {
  const vvm = boot.answers[catalogue.site.vvm.id]?.data as { newsDomain?: string } | undefined;
  const domain = (vvm?.newsDomain ?? '').replace(/\/+$/, '');
  if (domain === '' || domain === origin) return boot;
  const answers = Object.fromEntries(Object.entries(boot.answers).filter(([id]) => !id.startsWith('news.')));
  return { ...boot, answers };
}

/** How long one set of answers is reused: short, so an operator's change shows within seconds. */
export const BOOT_CACHE_MS = 3_000;

/**
 * While pages keep being asked for (the last one at most this long ago), the answers are filled again
 * {@link BOOT_REFILL_LEAD_MS} before they expire, so a page finds them ready instead of waiting for
 * the calls: a fill on a page's path delays its first byte, and with it the whole first screen, of
 * every page that comes more than {@link BOOT_CACHE_MS} after the one before.
 */
export const BOOT_WARM_MS = 30_000;
export const BOOT_REFILL_LEAD_MS = 1_000;

/** What the page carries: the server's time of the answers and each call's input and answer data. */
export interface BootData {
  at: number;
  answers: Record<string, { input: Record<string, unknown>; data: unknown }>;
}

/**
 * JSON that can sit inside `<script type="application/json">`: `<` is written as `\u003c`, so no stored
 * text (a banner title, a notice) can close the element or open a comment; U+2028/2029 likewise, for
 * tools that read the block as script text.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Answers the boot calls inside the server and keeps them for {@link BOOT_CACHE_MS}, per instance (each
 * instance fills its own; nothing is shared or needs to be), filling them again ahead of time while
 * pages come ({@link BOOT_WARM_MS}). A call that fails (maintenance, an error, an answer outside its
 * schema) is left out, and the page falls back to the gateway for it.
 */
export function createBootData(app: FastifyInstance, calls: readonly BootCall[] = HOME_BOOT_CALLS) {
  /** The last complete fill (`at`: when it started) and the fill under way, if any. */
  let ready: { at: number; data: BootData } | null = null;
  let filling: Promise<BootData> | null = null;
  /** The last page asked for: an ahead-of-time fill answers as it would have (its host, its log). */
  let lastPage: { at: number; req: FastifyRequest; reply: FastifyReply } | null = null;
  let refill: NodeJS.Timeout | null = null;
  let closed = false;
  app.addHook('onClose', (_app, done) => {
    closed = true;
    if (refill) clearTimeout(refill);
    done();
  });

  const fill = async (req: FastifyRequest, reply: FastifyReply): Promise<BootData> => {
    const at = app.now();
    const answers: BootData['answers'] = {};
    await Promise.all(
      calls.map(async ({ call, input, pick }) => {
        try {
          const answer = await answerAsVisitor(app, call, input, req, reply);
          // The pipeline checked the data against the call's output schema; any failure is left out.
          if (answer.code === ErrorCode.ok)
            answers[call.id] = { input, data: pick ? pick(answer.data) : answer.data };
        } catch (err) {
          req.log.warn({ err, call: call.id }, 'boot data: call failed, left out of the page');
        }
      }),
    );
    return { at, answers };
  };

  const startFill = (req: FastifyRequest, reply: FastifyReply): Promise<BootData> => {
    const startedAt = Date.now();
    const run = fill(req, reply).finally(() => {
      if (filling === run) filling = null;
    });
    filling = run;
    run.then(
      (data) => {
        ready = { at: startedAt, data };
        scheduleRefill(startedAt);
      },
      () => undefined, // the page that waited gets the error; the next page fills again
    );
    return run;
  };

  const scheduleRefill = (startedAt: number) => {
    if (refill || closed) return;
    const due = startedAt + BOOT_CACHE_MS - BOOT_REFILL_LEAD_MS - Date.now();
    refill = setTimeout(
      () => {
        refill = null;
        if (closed || filling || !lastPage || Date.now() - lastPage.at > BOOT_WARM_MS) return;
        void startFill(lastPage.req, lastPage.reply).catch(() => undefined);
      },
      Math.max(0, due),
    );
    refill.unref();
  };

  /** This client's boot data: the shared answers minus the calls the switches stop for it (a blocked IP). */
  return async (req: FastifyRequest, reply: FastifyReply): Promise<BootData> => {
    // A server without the gateway (the SPA plugin alone, in tests) has no calls to answer.
    if (!app.hasDecorator('visitorAnswerers')) return { at: Date.now(), answers: {} };
    const now = Date.now();
    lastPage = { at: now, req, reply };
    const shared =
      ready && now - ready.at <= BOOT_CACHE_MS ? ready.data : await (filling ?? startFill(req, reply));
    if (ready) scheduleRefill(ready.at); // pages came again after a quiet spell: keep the answers warm
    const answers: BootData['answers'] = {};
    for (const { call } of calls) {
      const answer = shared.answers[call.id];
      if (answer && !(await visitorStopped(app, call, req))) answers[call.id] = answer;
    }
    return { at: shared.at, answers };
  };
}
