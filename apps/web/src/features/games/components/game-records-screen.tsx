import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@arena/domain';
import { Page } from '@/components/ui/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useVenueName, useVenues } from '@/lib/venues.ts';
import { paths } from '@/lib/paths.ts';
import { useGameRecords } from '../api/get-game-records.ts';
import { RecordLegs } from './record-legs.tsx';
import './games.css';

const PAGE_SIZE = 20;
const DAY_MS = 86_400_000;
/** `YYYY-MM-DD` of an instant in China time, the server's record day (docs/games.md). */
const chinaDate = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The member's game rounds (spec §7 "game records list"): date range and venue filters in the URL, paged. */
export function GameRecordsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The screen's "today", fixed when it opens (a render must not read the clock).
  const [now] = useState(() => Date.now());
  const today = chinaDate(now);
  const startDate = DATE.test(params.get('start') ?? '') ? params.get('start')! : chinaDate(now - 6 * DAY_MS);
  const endDate = DATE.test(params.get('end') ?? '') ? params.get('end')! : today;
  const venueCode = params.get('venue') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const records = useGameRecords({
    page,
    size: PAGE_SIZE,
    startDate,
    endDate,
    ...(venueCode ? { venueCode } : {}),
  });
  const venues = useVenues().data ?? [];
  const venueName = useVenueName();
  const set = (changes: Record<string, string>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  const data = records.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const signed = (minor: number) => (minor > 0 ? `+${formatMoney(minor, 'CNY')}` : formatMoney(minor, 'CNY'));

  return (
    <Page title={t('gameRecords.title')} back>
      <div className="records-filter">
        <label>
          {t('gameRecords.startDate')}
          <input
            type="date"
            value={startDate}
            max={endDate}
            onChange={(e) => set({ start: e.target.value, page: '' })}
          />
        </label>
        <label>
          {t('gameRecords.endDate')}
          <input
            type="date"
            value={endDate}
            min={startDate}
            max={today}
            onChange={(e) => set({ end: e.target.value, page: '' })}
          />
        </label>
        <label>
          {t('gameRecords.venue')}
          <select value={venueCode} onChange={(e) => set({ venue: e.target.value, page: '' })}>
            <option value="">{t('gameRecords.allVenues')}</option>
            {venues.map((v) => (
              <option key={v.venueCode} value={v.venueCode}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="records-totals" data-testid="records-totals">
        <span>
          {t('gameRecords.totalBet')} {data ? formatMoney(data.totalBet, 'CNY') : '--'}
        </span>
        <span>
          {t('gameRecords.totalWinLoss')} {data ? signed(data.totalWinLoss) : '--'}
        </span>
      </p>
      {records.isPending ? (
        <div className="stack" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={52} />
          ))}
        </div>
      ) : !data || data.list.length === 0 ? (
        <EmptyState text={t('gameRecords.empty')} />
      ) : (
        <>
          <ul className="records-list" aria-label={t('gameRecords.list')} data-testid="game-records">
            {data.list.map((r) => (
              <li key={r.betId} className="records-item" data-testid="game-record">
                <strong>{r.gameName}</strong>
                <span className={r.winLoss > 0 ? 'up' : r.winLoss < 0 ? 'down' : ''}>
                  {signed(r.winLoss)}
                </span>
                <span className="muted">
                  {venueName(r.venueCode)} · {r.detail}
                </span>
                {r.legs && r.legs.length > 0 && <RecordLegs legs={r.legs} />}
                <span className="muted">
                  {t('gameRecords.bet')} {formatMoney(r.betAmount, 'CNY')}
                </span>
                <span className="muted">{formatDateTime(r.betAt)}</span>
                <span className="muted">{r.betId}</span>
                {r.fair && (
                  <Link
                    to={`${paths.fairVerify}?${new URLSearchParams({
                      engine: r.fair.engine,
                      hash: r.fair.serverSeedHash,
                      client: r.fair.clientSeed,
                      nonce: String(r.fair.nonce),
                    }).toString()}`}
                  >
                    {t('gameRecords.verify', { nonce: r.fair.nonce })}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <div className="records-pager">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={page <= 1}
              onClick={() => set({ page: String(page - 1) })}
            >
              {t('gameRecords.prev')}
            </button>
            <span className="muted">{t('gameRecords.page', { page, pages })}</span>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={page >= pages}
              onClick={() => set({ page: String(page + 1) })}
            >
              {t('gameRecords.next')}
            </button>
          </div>
        </>
      )}
    </Page>
  );
}
