import { EXPERT_RECENT_N, ErrorCode, GatewayError, type catalogue } from '@arena/protocol';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/db.ts';
import { matchToItem, readMatchRows, type MatchRow } from '../live/live-match-service.ts';
import { unit } from '../live/live-random.ts';
import { lockWallets, postMovement, walletBalance } from '../wallet/ledger.ts';
import {
  hasUnlock,
  insertPredictions,
  insertUnlock,
  readExpert,
  readExpertOutcomes,
  readExperts,
  readPending,
  readPrediction,
  readPredictionPage,
  readArticlePage,
  settlePredictions,
  type ExpertRow,
  type PredictionRow,
  type PredictionWrite,
} from './news-repository.ts';
import { newsPaths, toArticle } from './news-service.ts';
import { msg } from '../../gateway/user-messages.ts';

type Out<K extends keyof typeof catalogue.news> = z.input<(typeof catalogue.news)[K]['output']>;
type ExpertItem = Out<'experts'>['list'][number];
type PredOut<K extends keyof typeof catalogue.prediction> = z.input<
  (typeof catalogue.prediction)[K]['output']
>;
type PredictionItem = PredOut<'list'>['list'][number];
type Side = PredictionRow['pick'];

const DAY = 24 * 3_600_000;
/** Experts predict matches kicking off within this horizon (design). */
const HORIZON_MS = DAY;
/** Share of (expert, match) pairs that get a prediction (design: about 6 per match). */
const PREDICT_SHARE = 0.28;
/** Share of predictions that are premium, and their prices in gold coins (design). */
const PREMIUM_SHARE = 0.35;
const PRICES = [8, 18, 28] as const;

const PICK_NAME: Readonly<Record<Side, string>> = { home: '主胜', draw: '平局', visit: '客胜' };

function outcomeOf(home: number, visit: number): Side {
  return home > visit ? 'home' : home === visit ? 'draw' : 'visit';
}

function analysisFor(pick: Side, m: MatchRow, favourite: boolean): string {
  const lead = favourite ? '顺应盘口走势，' : '逆向思考，';
  if (pick === 'home')
    return `${lead}${m.home_name}主场近期攻守平衡，${m.visit_name}客场防线稳定性不足，看好主队拿下比赛。`;
  if (pick === 'visit')
    return `${lead}${m.visit_name}阵容完整、反击犀利，${m.home_name}中场轮换较多，看好客队取胜。`;
  return `${lead}两队近期交锋多以小比分收场，${m.home_name}与${m.visit_name}都更重视不败，倾向平局。`;
}

/** The expert's pick for a match: the market favourite `skill` of the time, else a draw by the prices. */
export function choosePick(
  expert: Pick<ExpertRow, 'id' | 'skill'>,
  matchId: string,
  kickoff: number,
  prices: readonly number[],
): { pick: Side; favourite: boolean } {
  const picks: Side[] = ['home', 'draw', 'visit'];
  const weights = prices.map((p) => 1 / p);
  const sum = weights.reduce((a, b) => a + b, 0);
  const best = weights.indexOf(Math.max(...weights));
  if (unit(expert.id, matchId, kickoff, 'follow') < expert.skill)
    return { pick: picks[best]!, favourite: true };
  let roll = unit(expert.id, matchId, kickoff, 'own') * sum;
  for (const [i, w] of weights.entries()) {
    roll -= w;
    if (roll < 0) return { pick: picks[i]!, favourite: i === best };
  }
  return { pick: 'draw', favourite: best === 1 };
}

/**
 * Experts predict the football matches not yet kicked off within a day (server-side, before kick-off,
 * at the live price). Runs on a timer and on operator demand; insertion is keyed by (expert, match,
 * kick-off), so instances racing each other create each prediction once.
 */
export async function makePredictions(db: Queryable, now: number): Promise<number> {
  const experts = await readExperts(db);
  const out: PredictionWrite[] = [];
  for (const m of await readMatchRows(db)) {
    if (m.sport !== 'football' || m.start_at <= now || m.start_at - now > HORIZON_MS) continue;
    const item = matchToItem(m, now);
    if (item.phase !== 'scheduled' || item.odds.length !== 3) continue;
    const prices = item.odds.map((s) => Number(s.odds));
    for (const e of experts) {
      if (unit(e.id, m.id, m.start_at, 'on') >= PREDICT_SHARE) continue;
      const { pick, favourite } = choosePick(e, m.id, m.start_at, prices);
      const premium = unit(e.id, m.id, m.start_at, 'premium') < PREMIUM_SHARE;
      out.push({
        expertId: e.id,
        matchId: m.id,
        kickoffAt: m.start_at,
        leagueName: m.league_name,
        homeName: m.home_name,
        visitName: m.visit_name,
        pick,
        odds: item.odds[['home', 'draw', 'visit'].indexOf(pick)]!.odds,
        analysis: analysisFor(pick, m, favourite),
        premium,
        price: premium ? PRICES[Math.floor(unit(e.id, m.id, 'price') * PRICES.length)]! : 0,
      });
    }
  }
  return insertPredictions(db, out, now);
}

/**
 * Settles open predictions from the live schedule's final scores. A prediction belongs to the match
 * instance it was made for: it settles once that match has ended after the prediction was made (also
 * when an operator ends it early). Match ids come back every day, so a match that already moved on to
 * a later kick-off without being seen ended voids the prediction instead.
 */
export async function settleDue(db: Queryable, now: number): Promise<number> {
  const pending = await readPending(db);
  if (pending.length === 0) return 0;
  const rows = new Map((await readMatchRows(db)).map((r) => [r.id, r]));
  const settled: { id: string; status: 'hit' | 'miss' | 'void'; finalScore: string | null }[] = [];
  for (const p of pending) {
    const m = rows.get(p.match_id);
    if (!m || m.start_at >= p.kickoff_at + DAY / 2) {
      settled.push({ id: p.id, status: 'void', finalScore: null });
      continue;
    }
    const ended = matchToItem(m, now).phase === 'ended';
    const endedAfterPick = m.start_at + m.duration_min * 60_000 > p.created_at;
    if (!ended || !endedAfterPick || m.home_score === null || m.visit_score === null) continue;
    const hit = outcomeOf(m.home_score, m.visit_score) === p.pick;
    settled.push({ id: p.id, status: hit ? 'hit' : 'miss', finalScore: `${m.home_score}:${m.visit_score}` });
  }
  return settlePredictions(db, settled, now);
}

function expertItem(
  e: ExpertRow,
  stats: { outcomes: ('hit' | 'miss')[]; pending: number } | undefined,
): ExpertItem {
  const outcomes = stats?.outcomes ?? [];
  const hits = outcomes.filter((o) => o === 'hit').length;
  let streak = 0;
  for (const o of outcomes) {
    if (streak === 0) streak = o === 'hit' ? 1 : -1;
    else if ((o === 'hit') === streak > 0) streak += streak > 0 ? 1 : -1;
    else break;
  }
  return {
    expertId: e.id,
    name: e.name,
    avatarUrl: newsPaths.avatar(e.hue),
    title: e.title,
    hitRate: outcomes.length === 0 ? '0' : (hits / outcomes.length).toFixed(4),
    followers: e.followers,
    settled: outcomes.length,
    hits,
    streak,
    record: outcomes,
    pending: stats?.pending ?? 0,
  };
}

/** Experts ranked by hit rate over their last {@link EXPERT_RECENT_N} settled predictions. */
export async function experts(
  db: Queryable,
  page: number,
  size: number,
  now: number,
): Promise<Out<'experts'>> {
  await settleDue(db, now);
  const stats = await readExpertOutcomes(db, EXPERT_RECENT_N);
  const ranked = (await readExperts(db))
    .map((e) => expertItem(e, stats.get(e.id)))
    .sort(
      (a, b) => Number(b.hitRate) - Number(a.hitRate) || b.settled - a.settled || b.followers - a.followers,
    );
  return { list: ranked.slice((page - 1) * size, page * size), total: ranked.length, page, size };
}

export const expertNotFound = () => new GatewayError(ErrorCode.notFound, msg('news.expertNotFound'));

export async function expertDetail(
  db: Queryable,
  expertId: string,
  now: number,
): Promise<Out<'expertDetail'>> {
  const e = await readExpert(db, expertId);
  if (!e) throw expertNotFound();
  await settleDue(db, now);
  const stats = await readExpertOutcomes(db, EXPERT_RECENT_N);
  const recent = await readArticlePage(db, { expertId }, 1, 5);
  return { ...expertItem(e, stats.get(e.id)), bio: e.bio, recentArticles: recent.rows.map(toArticle) };
}

/** A premium pick stays hidden until the member unlocks it or the prediction is settled. */
function predictionItem(p: PredictionRow): PredictionItem {
  const open = !p.premium || p.unlocked || p.status !== 'pending';
  return {
    predictionId: p.id,
    expertId: p.expert_id,
    expertName: p.expert_name,
    matchId: p.match_id,
    leagueName: p.league_name,
    homeName: p.home_name,
    visitName: p.visit_name,
    kickoffAt: p.kickoff_at,
    createdAt: p.created_at,
    market: '全场胜平负',
    pick: open ? p.pick : null,
    pickName: open ? PICK_NAME[p.pick] : '',
    odds: open ? p.odds : '',
    analysis: open ? p.analysis : '',
    premium: p.premium,
    price: p.price,
    unlocked: p.unlocked,
    status: p.status,
    finalScore: p.final_score,
  };
}

export async function predictions(
  db: Queryable,
  input: { page: number; size: number; expertId?: string | undefined; matchId?: string | undefined },
  memberId: number | null,
  now: number,
): Promise<PredOut<'list'>> {
  await settleDue(db, now);
  const { rows, total } = await readPredictionPage(db, input, memberId, input.page, input.size);
  return { list: rows.map(predictionItem), total, page: input.page, size: input.size };
}

/**
 * Unlocks a premium prediction with gold coins (deal gift_send: gold → house:gifts), once per member and
 * prediction: the member's gold wallet is locked first, so a second unlock — concurrent or later —
 * finds the unlock row and costs nothing. The ledger key is the same natural pair, a second guard.
 */
export async function unlockPrediction(
  db: Db,
  memberId: number,
  predictionId: string,
  now: number,
): Promise<PredOut<'unlock'>> {
  return db.transaction(async (tx) => {
    const found = await readPrediction(tx, predictionId, memberId);
    if (!found) throw new GatewayError(ErrorCode.notFound, msg('news.planNotFound'));
    await lockWallets(tx, [{ memberId, account: 'gold', currency: 'GOLD' }]);
    let spent = 0;
    // A settled prediction is public: nothing to pay for.
    const payable = found.premium && found.price > 0 && found.status === 'pending';
    if (payable && !(await hasUnlock(tx, memberId, predictionId))) {
      try {
        const movement = await postMovement(tx, {
          idempotencyKey: `news.unlock|${memberId}|${predictionId}`,
          memberId,
          type: 'gift_send',
          refNo: `P${predictionId}`,
          remark: `解锁专家方案：${found.expert_name} ${found.home_name} vs ${found.visit_name}`,
          now,
          postings: [
            { memberId, account: 'gold', currency: 'GOLD', amount: -found.price },
            { memberId: null, account: 'house:gifts', currency: 'GOLD', amount: found.price },
          ],
        });
        await insertUnlock(tx, { memberId, predictionId, gold: found.price, ledgerTxId: movement.txId }, now);
      } catch (err) {
        if (err instanceof GatewayError && err.code === ErrorCode.insufficientBalance)
          throw new GatewayError(
            ErrorCode.goldInsufficient,
            msg('news.unlockGoldShort', { price: found.price }),
          );
        throw err;
      }
      spent = found.price;
    }
    const after = await readPrediction(tx, predictionId, memberId);
    return {
      prediction: predictionItem(after ?? found),
      spent,
      gold: await walletBalance(tx, memberId, 'gold'),
    };
  });
}
