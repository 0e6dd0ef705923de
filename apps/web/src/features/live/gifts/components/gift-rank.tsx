import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TabList } from '@/components/ui/tab-list.tsx';
import { useGiftRank, type RankPeriod } from '../api/get-gift-rank.ts';
import '../gifts.css';

const PERIODS: readonly RankPeriod[] = ['day', 'week', 'month'];

/** 礼物榜: members by gold coins sent in this room, per day / week / month (spec §7 giftRank). */
export function GiftRank({ anchorRoomId }: { anchorRoomId: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<RankPeriod>('day');
  const rank = useGiftRank(anchorRoomId, period);
  return (
    <section className="card gift-rank" aria-labelledby="gift-rank-title" data-testid="gift-rank">
      <h3 id="gift-rank-title">{t('gifts.rank.title')}</h3>
      <TabList
        label={t('gifts.rank.title')}
        tabs={PERIODS}
        selected={period}
        onSelect={setPeriod}
        textOf={(p) => t(`gifts.rank.periods.${p}`)}
        className="live-views"
        itemClassName="live-view"
      />
      {rank.isPending ? (
        <div className="gift-rank-list" aria-busy="true">
          <Skeleton height={28} />
          <Skeleton height={28} />
          <Skeleton height={28} />
        </div>
      ) : rank.isError ? (
        <div className="gift-rank-list">
          <EmptyState
            text={t('gifts.rank.loadFailed')}
            action={
              <button type="button" className="btn btn-secondary" onClick={() => void rank.refetch()}>
                {t('gifts.rank.retry')}
              </button>
            }
          />
        </div>
      ) : rank.data.length === 0 ? (
        <div className="gift-rank-list">
          <EmptyState text={t('gifts.rank.empty')} />
        </div>
      ) : (
        <ol className="gift-rank-list">
          {rank.data.map((row) => (
            <li key={row.member.id} className="gift-rank-row">
              <span className="gift-rank-no" aria-label={t('gifts.rank.rankLabel', { rank: row.rank })}>
                {row.rank}
              </span>
              <span className="gift-rank-name">{row.member.nickName || row.member.name}</span>
              <span className="muted">{t('gifts.rank.gold', { gold: row.gold })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
