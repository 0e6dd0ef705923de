import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CARD_LIST_MERGE_MAX } from '@arena/domain';
import { paths } from '@/lib/paths.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAddresses } from '../api/get-addresses.ts';
import { useBankCards } from '../api/get-bank-cards.ts';
import { groupAddress, maskCardNumber } from '../card-rules.ts';
import type { Settlement } from '../settlement.ts';

/** A place money can be withdrawn to: a bound card or USDT address, as shown. */
export interface WithdrawTarget {
  id: string;
  title: string;
  detail: string;
}

/** The bound cards (CNY site) or USDT addresses (USDT site) of the member, as withdraw targets. */
export function useWithdrawTargets(settlement: Settlement) {
  const cards = useBankCards(!settlement.usesAddress);
  const addresses = useAddresses(settlement.usesAddress);
  if (settlement.usesAddress) {
    const list: WithdrawTarget[] | undefined = addresses.data?.list.map((a) => ({
      id: a.addressId,
      title: a.alias ? `${a.protocol} · ${a.alias}` : a.protocol,
      detail: groupAddress(a.address),
    }));
    return { list, isError: addresses.isError, refetch: addresses.refetch };
  }
  const list: WithdrawTarget[] | undefined = cards.data?.list.map((c) => ({
    id: c.cardId,
    title: c.bankName,
    detail: maskCardNumber(c.cardNum),
  }));
  return { list, isError: cards.isError, refetch: cards.refetch };
}

/**
 * Radio list of withdraw targets; like every card list it shows at most 3 entries until expanded
 * (spec §9 "card list display merges up to 3 entries").
 */
export function WithdrawTargets({
  targets,
  value,
  onChange,
  account,
}: {
  targets: WithdrawTarget[] | undefined;
  value: string | null;
  onChange: (id: string) => void;
  account: string;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (!targets) return <Skeleton height={96} />;
  if (targets.length === 0)
    return (
      <EmptyState
        text={t('wallet.withdraw.noTarget', { account })}
        action={
          <Link className="btn btn-primary" to={paths.walletCards} data-testid="withdraw-add-target">
            {t('wallet.withdraw.addTarget', { account })}
          </Link>
        }
      />
    );
  const shown = expanded ? targets : targets.slice(0, CARD_LIST_MERGE_MAX);
  const hidden = targets.length - shown.length;
  return (
    <fieldset className="card stack border-0" data-testid="withdraw-targets">
      <legend className="fw-600">{t('wallet.withdraw.target')}</legend>
      {shown.map((target) => (
        <label key={target.id} className="row gap-8 min-h-44">
          <input
            type="radio"
            name="withdraw-target"
            value={target.id}
            checked={value === target.id}
            onChange={() => onChange(target.id)}
          />
          <span className="stack gap-0">
            <span>{target.title}</span>
            <span className="muted mono break-all">{target.detail}</span>
          </span>
        </label>
      ))}
      {(hidden > 0 || expanded) && targets.length > CARD_LIST_MERGE_MAX && (
        <button type="button" className="btn btn-ghost" onClick={() => setExpanded(!expanded)}>
          {expanded ? t('wallet.cards.showLess') : t('wallet.cards.showAll', { count: hidden })}
        </button>
      )}
    </fieldset>
  );
}
