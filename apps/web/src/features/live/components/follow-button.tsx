import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session.ts';
import { useFollowList, useSetFollow, type FollowKind } from '../api/follows.ts';

/**
 * 关注 / 已关注 for a match or a streamer (members only: a visitor sees no button, since following is
 * stored with the member on the server).
 */
export function FollowButton({ kind, targetId, name }: { kind: FollowKind; targetId: string; name: string }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.token !== null);
  const follows = useFollowList(loggedIn);
  const setFollow = useSetFollow();
  if (!loggedIn) return null;
  const list =
    kind === 'match'
      ? follows.data?.matches.map((m) => m.matchId)
      : follows.data?.anchors.map((a) => a.anchorId);
  const followed = list?.includes(targetId) ?? false;
  const label =
    kind === 'match'
      ? t(followed ? 'liveFollow.unfollowMatch' : 'liveFollow.followMatch', { teams: name })
      : t(followed ? 'liveFollow.unfollowAnchor' : 'liveFollow.followAnchor', { name });
  return (
    <button
      type="button"
      className={followed ? 'btn btn-small is-followed' : 'btn btn-small'}
      aria-pressed={followed}
      aria-label={label}
      disabled={follows.data === undefined || setFollow.isPending}
      onClick={() => setFollow.mutate({ kind, targetId, follow: !followed })}
    >
      {t(followed ? 'liveFollow.following' : 'liveFollow.follow')}
    </button>
  );
}
