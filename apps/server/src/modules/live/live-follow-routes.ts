import type { FastifyInstance } from 'fastify';
import { DAY_MS, formatStartAt, siteDayStart } from '@arena/domain';
import { ErrorCode, GatewayError, catalogue, type ScheduleItem } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
import {
  anchorExists,
  parseClosedOdds,
  readAnchors,
  readFollows,
  readResults,
  setFollow,
} from './live-follow-repository.ts';
import { livePaths, matchToItem, readMatchRow, readMatchRows, sortMatches } from './live-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

const { live } = catalogue;

/** Leagues of a list with their row counts, in the list's order (the league filter's chips). */
function leaguesOf(list: ScheduleItem[]) {
  const leagues = new Map<string, { leagueId: string; name: string; count: number }>();
  for (const item of list) {
    const league = leagues.get(item.leagueId) ?? { leagueId: item.leagueId, name: item.matchName, count: 0 };
    league.count += 1;
    leagues.set(item.leagueId, league);
  }
  return [...leagues.values()];
}

/** The columns a finished match and a kept result share. */
interface EndedRow {
  league_id: string;
  league_name: string;
  sport: ScheduleItem['matchClass'];
  home_id: string;
  home_name: string;
  visit_id: string;
  visit_name: string;
  start_at: number;
  home_score: number | null;
  visit_score: number | null;
}

/** A finished match as a row of 赛果, from the live row or its kept result. */
function endedItem(r: EndedRow, matchId: string, odds: ScheduleItem['odds']): ScheduleItem {
  return {
    matchId,
    leagueId: r.league_id,
    matchName: r.league_name,
    matchClass: r.sport,
    homeName: r.home_name,
    homeLogo: livePaths.teamLogo(r.home_id),
    visitName: r.visit_name,
    visitLogo: livePaths.teamLogo(r.visit_id),
    startAt: formatStartAt(r.start_at),
    phase: 'ended',
    homeScore: r.home_score,
    visitScore: r.visit_score,
    odds,
  };
}

/**
 * The schedule and results (design: the spec lists no such call) and follows (关注) of matches and
 * streamers. The live_match row of a match is reused every day, so a finished occurrence is kept in
 * live_result when the scheduler moves it on; the results of a date are those rows plus the matches
 * that ended within the last half hour and have not moved yet.
 */
export function registerLiveFollowRoutes(app: FastifyInstance): void {
  registerCall(app, live.schedule, async ({ view, date, sport }) => {
    const now = app.now();
    const from = siteDayStart(date);
    const to = from + DAY_MS;
    const rows = await readMatchRows(app.db);
    const onDate = rows.filter((r) => r.start_at >= from && r.start_at < to && (!sport || r.sport === sport));
    let list: ScheduleItem[];
    if (view === 'schedule') {
      const items = onDate.map((r) => matchToItem(r, now)).filter((i) => i.phase !== 'ended');
      list = sortMatches(items, rows)
        .sort((a, b) => a.startAt.localeCompare(b.startAt))
        .map((i) => ({
          matchId: i.matchId,
          leagueId: i.leagueId,
          matchName: i.matchName,
          matchClass: i.matchClass,
          homeName: i.homeName,
          homeLogo: i.homeLogo,
          visitName: i.visitName,
          visitLogo: i.visitLogo,
          startAt: i.startAt,
          phase: i.phase,
          homeScore: i.homeScore,
          visitScore: i.visitScore,
          odds: i.odds,
        }));
    } else {
      const stored = (await readResults(app.db, from, to)).filter((r) => !sport || r.sport === sport);
      const justEnded = onDate
        .filter((r) => r.home_score !== null && r.visit_score !== null)
        .filter((r) => matchToItem(r, now).phase === 'ended');
      list = [
        ...justEnded.map((r) => endedItem(r, r.id, parseClosedOdds(r.main_odds ?? '[]'))),
        ...stored.map((r) => endedItem(r, r.match_id, parseClosedOdds(r.closed_odds))),
      ].sort((a, b) => b.startAt.localeCompare(a.startAt) || a.matchId.localeCompare(b.matchId));
    }
    return { list, leagues: leaguesOf(list) };
  });

  registerCall(app, live.follow, async ({ kind, targetId, follow }, ctx) => {
    const member = ctx.member;
    const exists =
      kind === 'match'
        ? (await readMatchRow(app.db, targetId)) !== null
        : await anchorExists(app.db, targetId);
    if (!exists)
      throw new GatewayError(
        ErrorCode.notFound,
        kind === 'match' ? msg('common.matchNotFound') : msg('live.anchorNotFound'),
      );
    await app.db.transaction((tx) => setFollow(tx, Number(member.id), kind, targetId, follow, app.now()));
    const followers = kind === 'anchor' ? ((await readAnchors(app.db, [targetId]))[0]?.followers ?? 0) : null;
    return { kind, targetId, followed: follow, followers };
  });

  registerCall(app, live.followList, async (_input, ctx) => {
    const member = ctx.member;
    const now = app.now();
    const follows = await readFollows(app.db, Number(member.id));
    const matchIds = new Set(follows.filter((f) => f.kind === 'match').map((f) => f.target_id));
    const anchorIds = follows.filter((f) => f.kind === 'anchor').map((f) => f.target_id);
    const rows = matchIds.size > 0 ? (await readMatchRows(app.db)).filter((r) => matchIds.has(r.id)) : [];
    const matches = sortMatches(
      rows.map((r) => matchToItem(r, now)),
      rows,
    );
    const anchors = (await readAnchors(app.db, anchorIds)).map((a) => ({
      anchorId: a.id,
      nickName: a.nick_name,
      avatarUrl: livePaths.avatar(a.id),
      followers: a.followers,
      roomId: a.room_id,
      anchorStatus: a.status ?? 0,
    }));
    return { matches, anchors };
  });
}
