import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatStartAt } from '@arena/domain';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDealRecords } from '../api/get-deal-records.ts';
import { useSettlementRecords } from '../api/get-settlement-records.ts';
import { useMoneyFormat } from '../hooks/use-money-format.ts';
import { useSentinel } from '../hooks/use-sentinel.ts';
import {
  DEAL_TYPES,
  earliestDay,
  isoDay,
  readRecordsFilter,
  writeRecordsFilter,
  type DealTypeFilter,
  type RecordsFilter,
} from '../records-filter.ts';
import type { Settlement } from '../settlement.ts';
import { formatRecordAmount, recordVenue, type RecordCurrency } from '../record-format.ts';
import { useTotalAssets } from '../api/get-total-assets.ts';
import { WalletPage } from './wallet-page.tsx';

/** /app/wallet/records: deal and settlement records, filters in the URL, infinite scroll. */
export function RecordsScreen() {
  const { t } = useTranslation();
  return (
    <WalletPage title={t('wallet.records.title')}>
      {(settlement) => <Records settlement={settlement} />}
    </WalletPage>
  );
}

function Records({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = new Date();
  const filter = readRecordsFilter(params, today);
  const update = (patch: Partial<RecordsFilter>) =>
    setParams(writeRecordsFilter({ ...filter, ...patch }), { replace: true });

  return (
    <>
      <div className="card stack">
        <div className="row gap-8" role="tablist" aria-label={t('wallet.records.title')}>
          {(['deal', 'settlement'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={filter.tab === tab}
              className={filter.tab === tab ? 'btn btn-primary' : 'btn btn-secondary'}
              onClick={() => update({ tab })}
            >
              {t(`wallet.records.${tab}`)}
            </button>
          ))}
        </div>
        <div className="row gap-8 flex-wrap">
          {filter.tab === 'deal' && (
            <div className="field">
              <label htmlFor="records-type">{t('wallet.records.type')}</label>
              <select
                id="records-type"
                value={filter.type ?? ''}
                onChange={(e) => update({ type: (e.target.value || null) as DealTypeFilter | null })}
              >
                <option value="">{t('wallet.records.allTypes')}</option>
                {DEAL_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`wallet.records.types.${type}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="field">
            <label htmlFor="records-start">{t('wallet.records.start')}</label>
            <input
              id="records-start"
              type="date"
              min={earliestDay(today)}
              max={filter.endDate}
              value={filter.startDate}
              onChange={(e) => e.target.value && update({ startDate: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="records-end">{t('wallet.records.end')}</label>
            <input
              id="records-end"
              type="date"
              min={filter.startDate}
              max={isoDay(today)}
              value={filter.endDate}
              onChange={(e) => e.target.value && update({ endDate: e.target.value })}
            />
          </div>
        </div>
      </div>
      {filter.tab === 'deal' ? (
        <DealList filter={filter} settlement={settlement} />
      ) : (
        <SettlementList filter={filter} settlement={settlement} />
      )}
    </>
  );
}

const ROW_HEIGHT = 64;

function RowsSkeleton({ count }: { count: number }) {
  return (
    <div className="stack" aria-hidden="true" data-testid="records-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={ROW_HEIGHT} />
      ))}
    </div>
  );
}

interface PagedList<T> {
  data: { pages: { list: T[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** The shared list body: skeletons, empty state, error retry, the rows, and the scroll sentinel. */
function InfiniteList<T>({ query, render }: { query: PagedList<T>; render: (item: T) => React.ReactNode }) {
  const { t } = useTranslation();
  const canLoad = query.hasNextPage && !query.isFetchingNextPage;
  const sentinel = useSentinel<HTMLDivElement>(() => void query.fetchNextPage(), canLoad);
  if (query.isPending) return <RowsSkeleton count={5} />;
  if (query.isError && !query.data)
    return (
      <EmptyState
        text={t('wallet.loadFailed')}
        action={
          <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (items.length === 0) return <EmptyState text={t('wallet.records.empty')} />;
  return (
    <section className="card" aria-live="polite">
      <ul className="stack list-plain" data-testid="records-list">
        {items.map(render)}
      </ul>
      {query.isFetchingNextPage && <RowsSkeleton count={2} />}
      <div ref={sentinel} data-testid="records-sentinel" className="h-1" />
      {!query.hasNextPage && (
        <p className="muted text-center m-0 mt-8 text-13">{t('wallet.records.endOfList')}</p>
      )}
    </section>
  );
}

function DealList({ filter, settlement }: { filter: RecordsFilter; settlement: Settlement }) {
  const { t } = useTranslation();
  const { unit } = useMoneyFormat(settlement);
  const query = useDealRecords(filter, true);
  // Venue names from the shared balances query: records name the venue, never its code.
  const venues = useTotalAssets().data?.venues;
  const unitOf = (currency: RecordCurrency) =>
    currency === 'GOLD' ? t('wallet.records.gold') : unit(currency);
  const amountText = (amount: number, currency: RecordCurrency, signed: boolean) =>
    formatRecordAmount(amount, currency, unitOf(currency), signed);
  const venueName = (account: string) => {
    const code = recordVenue(account);
    return code === null ? null : (venues?.find((v) => v.venueCode === code)?.name ?? null);
  };
  return (
    <InfiniteList
      query={query}
      render={(r) => (
        <li
          key={r.txId}
          className="row justify-between gap-8"
          style={{ minHeight: ROW_HEIGHT }}
          data-testid="deal-record"
        >
          <span className="stack gap-0">
            <span>
              {t(`wallet.records.types.${r.type}`)}
              {venueName(r.account) ? ` · ${venueName(r.account)}` : ''}
            </span>
            <span className="muted text-12">
              {formatStartAt(r.createdAt)} · {t(`wallet.records.statuses.${r.status}`)}
            </span>
          </span>
          <span className="stack gap-0 text-right">
            <strong className={r.amount < 0 ? 'text-down' : 'text-up'}>
              {amountText(r.amount, r.currency, true)}
            </strong>
            <span className="muted text-12">
              {t('wallet.records.balanceAfter', {
                amount: amountText(r.balanceAfter, r.currency, false),
              })}
            </span>
          </span>
        </li>
      )}
    />
  );
}

function SettlementList({ filter, settlement }: { filter: RecordsFilter; settlement: Settlement }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat(settlement);
  const query = useSettlementRecords(filter, true);
  return (
    <InfiniteList
      query={query}
      render={(r) => (
        <li
          key={r.settlementId}
          className="stack gap-0 justify-center"
          style={{ minHeight: ROW_HEIGHT }}
          data-testid="settlement-record"
        >
          <span className="row justify-between">
            <span>{r.period}</span>
            <strong>{t('wallet.records.winLoss', { amount: money(r.winLoss, 'CNY') })}</strong>
          </span>
          <span className="muted text-12">
            {t('wallet.records.bet', { amount: money(r.betAmount, 'CNY') })} ·{' '}
            {t('wallet.records.valid', { amount: money(r.validAmount, 'CNY') })}
          </span>
        </li>
      )}
    />
  );
}
