import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_LIST_MERGE_MAX, CARD_NUMBER_MIN_LENGTH } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useAddBankCard } from '../api/add-bank-card.ts';
import { useDeleteBankCard } from '../api/delete-bank-card.ts';
import { useBankCards } from '../api/get-bank-cards.ts';
import { useBanks } from '../api/get-banks.ts';
import {
  cardDigits,
  cardNumberError,
  groupCardInput,
  maskCardNumber,
  withdrawPasswordError,
} from '../card-rules.ts';
import { errorText } from '../error-text.ts';
import { DeleteConfirm } from './delete-confirm.tsx';
import { WalletField } from './wallet-field.tsx';

/** Bound bank cards (masked, grouped, at most 3 until expanded) with delete and the add form. */
export function BankCardsSection({
  account,
  onNeedsPassword,
}: {
  account: string;
  onNeedsPassword: () => void;
}) {
  const { t } = useTranslation();
  const cards = useBankCards();
  const remove = useDeleteBankCard();
  const [expanded, setExpanded] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const list = cards.data?.list;
  const shown = list && !expanded ? list.slice(0, CARD_LIST_MERGE_MAX) : list;
  const hidden = list && shown ? list.length - shown.length : 0;

  return (
    <section className="card stack" aria-labelledby="bank-cards-title" data-testid="bank-cards">
      <h2 id="bank-cards-title" style={{ margin: 0 }}>
        {t('wallet.cards.bankCards', { account })}
      </h2>
      {!list ? (
        <Skeleton height={72} />
      ) : list.length === 0 ? (
        <EmptyState text={t('wallet.cards.none', { account })} />
      ) : (
        <ul className="stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown?.map((card) => (
            <li key={card.cardId} className="stack" style={{ gap: 4 }} data-testid="bank-card">
              <div className="row" style={{ justifyContent: 'space-between', gap: 8 }}>
                <span className="stack" style={{ gap: 0 }}>
                  <span>
                    {card.bankName}
                    {card.isDefault && (
                      <span className="muted" style={{ marginLeft: 6, fontSize: 12 }}>
                        {t('wallet.cards.isDefault')}
                      </span>
                    )}
                  </span>
                  <span style={{ fontFamily: 'monospace' }} data-testid="bank-card-number">
                    {maskCardNumber(card.cardNum)}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-label={`${t('wallet.cards.delete')} ${card.bankName} ${maskCardNumber(card.cardNum)}`}
                  onClick={() => {
                    setDeleteError(null);
                    setDeleting(deleting === card.cardId ? null : card.cardId);
                  }}
                >
                  {t('wallet.cards.delete')}
                </button>
              </div>
              {deleting === card.cardId && (
                <DeleteConfirm
                  id={`card-${card.cardId}`}
                  what={maskCardNumber(card.cardNum)}
                  pending={remove.isPending}
                  serverError={deleteError}
                  onCancel={() => setDeleting(null)}
                  onConfirm={(withdrawPassword) =>
                    remove.mutate(
                      { cardId: card.cardId, withdrawPassword },
                      {
                        onSuccess: () => {
                          setDeleting(null);
                          toast(t('wallet.cards.deleted'), { kind: 'success' });
                        },
                        onError: (err) => setDeleteError(errorText(err, t('wallet.failed'))),
                      },
                    )
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {list && list.length > CARD_LIST_MERGE_MAX && (
        <button type="button" className="btn btn-ghost" onClick={() => setExpanded(!expanded)}>
          {expanded ? t('wallet.cards.showLess') : t('wallet.cards.showAll', { count: hidden })}
        </button>
      )}
      {cards.data && list && list.length < cards.data.maxCards ? (
        <AddCardForm account={account} onNeedsPassword={onNeedsPassword} />
      ) : cards.data ? (
        <p className="muted" style={{ margin: 0 }}>
          {t('wallet.cards.max', { count: cards.data.maxCards })}
        </p>
      ) : null}
    </section>
  );
}

function AddCardForm({ account, onNeedsPassword }: { account: string; onNeedsPassword: () => void }) {
  const { t } = useTranslation();
  const banks = useBanks(true);
  const add = useAddBankCard();
  const [bankCode, setBankCode] = useState('');
  const [cardNum, setCardNum] = useState('');
  const [cardTouched, setCardTouched] = useState(false);
  const [password, setPassword] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const digits = cardDigits(cardNum);
  const cardRule = cardNumberError(cardNum);
  const showCardRule = cardTouched || digits.length >= CARD_NUMBER_MIN_LENGTH || /[^\d\s]/.test(cardNum);
  const passwordRule = password === '' ? null : withdrawPasswordError(password);
  const ready =
    bankCode !== '' && cardRule === null && password !== '' && passwordRule === null && !add.isPending;

  return (
    <form
      className="stack"
      aria-labelledby="add-card-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setCardTouched(true);
        if (!ready) return;
        setServerError(null);
        add.mutate(
          { cardNum: digits, bankCode, withdrawPassword: password },
          {
            onSuccess: () => {
              setCardNum('');
              setPassword('');
              setCardTouched(false);
              toast(t('wallet.cards.added'), { kind: 'success' });
            },
            onError: (err) => {
              if (err instanceof GatewayError && err.code === ErrorCode.withdrawPasswordNotSet)
                onNeedsPassword();
              setServerError(errorText(err, t('wallet.failed')));
            },
          },
        );
      }}
    >
      <h3 id="add-card-title" style={{ margin: '8px 0 0' }}>
        {t('wallet.cards.addCard', { account })}
      </h3>
      <div className="field">
        <label htmlFor="card-bank">{t('wallet.cards.bank')}</label>
        <select
          id="card-bank"
          value={bankCode}
          onChange={(e) => setBankCode(e.target.value)}
          disabled={!banks.data}
        >
          <option value="">{t('wallet.cards.pickBank')}</option>
          {banks.data?.map((b) => (
            <option key={b.bankCode} value={b.bankCode}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <WalletField
        id="card-number"
        label={t('wallet.cards.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={t('wallet.cards.cardNumberPlaceholder')}
        value={cardNum}
        onChange={(e) => setCardNum(groupCardInput(e.target.value))}
        onBlur={() => setCardTouched(cardNum !== '')}
        error={showCardRule && cardRule ? t(cardRule) : null}
      />
      <WalletField
        id="card-password"
        label={t('wallet.cards.password')}
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={passwordRule ? t(passwordRule) : serverError}
      />
      <button type="submit" className="btn btn-primary" disabled={!ready} data-testid="card-submit">
        {add.isPending ? t('wallet.cards.submitting') : t('wallet.cards.submit')}
      </button>
    </form>
  );
}
