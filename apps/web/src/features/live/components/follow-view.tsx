import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCollectCount } from '@arena/domain';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useSession } from '@/lib/session.ts';
import { useFollowList } from '../api/follows.ts';
import { FollowButton } from './follow-button.tsx';
import { AnchorBadge } from './anchor-badge.tsx';
import { roomPath } from './room-path.ts';

/** 关注 of /app/live (`?mode=follows`): the followed matches and streamers, each with its room. */
export function FollowView() {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.token !== null);
  const follows = useFollowList(loggedIn);
  if (!loggedIn)
    return (
      <div className="card">
        <EmptyState
          text={t('liveFollow.loginFirst')}
          action={
            <Link className="btn btn-primary" to="/login">
              {t('liveFollow.login')}
            </Link>
          }
        />
      </div>
    );
  if (!follows.data)
    return follows.isError ? (
      <div className="card">
        <EmptyState text={t('liveList.loadFailed')} />
      </div>
    ) : (
      <div className="stack" aria-busy="true">
        <Skeleton height={64} />
        <Skeleton height={64} />
      </div>
    );
  const { matches, anchors } = follows.data;
  if (matches.length === 0 && anchors.length === 0)
    return (
      <div className="card">
        <EmptyState text={t('liveFollow.empty')} />
      </div>
    );
  return (
    <div className="stack" data-testid="live-follows">
      {matches.length > 0 && (
        <section aria-label={t('liveFollow.matches')}>
          <h2 className="live-follow-title">{t('liveFollow.matches')}</h2>
          <ul className="live-schedule">
            {matches.map((m) => {
              const teams = `${m.homeName} ${t('liveList.vs')} ${m.visitName}`;
              return (
                <li key={m.matchId} className="live-schedule-row" data-testid="follow-match">
                  <div className="live-row-meta">
                    <span className="live-row-league">{m.matchName}</span>
                    <span className={m.isStart ? 'live-row-clock is-on' : 'live-row-clock'}>
                      {m.phase === 'scheduled'
                        ? m.startAt.slice(5, 16)
                        : m.phase === 'ended'
                          ? t('liveList.ended')
                          : m.clock}
                    </span>
                  </div>
                  <Link
                    className="live-schedule-teams"
                    to={roomPath(m.matchId, m.isStart ? 'LIVE' : 'ANIMATION')}
                  >
                    <span>{m.homeName}</span>
                    <strong className="live-schedule-score">
                      {m.homeScore === null ? t('liveList.vs') : `${m.homeScore} : ${m.visitScore}`}
                    </strong>
                    <span>{m.visitName}</span>
                  </Link>
                  <FollowButton kind="match" targetId={m.matchId} name={teams} />
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {anchors.length > 0 && (
        <section aria-label={t('liveFollow.anchors')}>
          <h2 className="live-follow-title">{t('liveFollow.anchors')}</h2>
          <ul className="live-schedule">
            {anchors.map((a) => (
              <li key={a.anchorId} className="live-schedule-row" data-testid="follow-anchor">
                <div className="live-schedule-teams">
                  <img className="live-logo" src={a.avatarUrl || undefined} alt="" width={36} height={36} />
                  {a.roomId ? (
                    <Link to={roomPath(a.roomId, 'ANCHOR')}>{a.nickName}</Link>
                  ) : (
                    <span>{a.nickName}</span>
                  )}
                  <AnchorBadge status={a.anchorStatus} />
                  <span className="muted">
                    {t('liveList.followers', { shown: formatCollectCount(a.followers) })}
                  </span>
                </div>
                <FollowButton kind="anchor" targetId={a.anchorId} name={a.nickName} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
