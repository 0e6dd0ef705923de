import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths.ts';
import { CARD_NUMBER_MIN_LENGTH } from '@arena/domain';
import { useAddBankCard } from '../api/add-bank-card.ts';
import { useDeleteBankCard } from '../api/delete-bank-card.ts';
import { useBankCards } from '../api/get-bank-cards.ts';
import { useBanks } from '../api/get-banks.ts';
import { useWalletRealName } from '../api/get-real-name.ts';
import { cardDigits, cardNumberError, groupCardInput, maskCardNumber } from '../card-rules.ts';
import { AddTargetForm, BoundListSection } from './bound-list-section.tsx';
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
  const realName = useWalletRealName();
  return (
    <BoundListSection
      id="bank-cards"
      testId="bank-cards"
      title={t('wallet.cards.bankCards', { account })}
      emptyText={t('wallet.cards.none', { account })}
      list={cards.data?.list}
      max={cards.data?.maxCards}
      itemKey={(card) => card.cardId}
      itemIdPrefix="card"
      itemTestId="bank-card"
      itemLabel={(card) => ({ kind: card.bankName, what: maskCardNumber(card.cardNum) })}
      renderItem={(card) => (
        <span className="stack gap-0">
          <span>
            {card.bankName}
            {card.isDefault && <span className="muted ml-6 text-12">{t('wallet.cards.isDefault')}</span>}
          </span>
          <span className="mono" data-testid="bank-card-number">
            {maskCardNumber(card.cardNum)}
          </span>
        </span>
      )}
      deletePending={remove.isPending}
      onDelete={(card, withdrawPassword, callbacks) =>
        remove.mutate({ cardId: card.cardId, withdrawPassword }, callbacks)
      }
      addForm={
        <>
          {realName.data && !realName.data.bound && <RealNameFirst account={account} />}
          <AddCardForm account={account} onNeedsPassword={onNeedsPassword} />
        </>
      }
    />
  );
}

/**
 * A card's holder must be the member's real name (the server refuses otherwise), so without one the
 * reason and the way to set it come before the form, not as a refusal after it.
 */
function RealNameFirst({ account }: { account: string }) {
  const { t } = useTranslation();
  return (
    <div className="stack" role="note" data-testid="card-needs-real-name">
      <p className="m-0">{t('wallet.cards.realNameNeeded', { account })}</p>
      <Link className="btn btn-primary" to={paths.meSecurity}>
        {t('wallet.cards.setRealName')}
      </Link>
    </div>
  );
}

function AddCardForm({ account, onNeedsPassword }: { account: string; onNeedsPassword: () => void }) {
  const { t } = useTranslation();
  const banks = useBanks(true);
  const add = useAddBankCard();
  const [bankCode, setBankCode] = useState('');
  const [cardNum, setCardNum] = useState('');
  const [cardTouched, setCardTouched] = useState(false);
  const digits = cardDigits(cardNum);
  const cardRule = cardNumberError(cardNum);
  const showCardRule = cardTouched || digits.length >= CARD_NUMBER_MIN_LENGTH || /[^\d\s]/.test(cardNum);

  return (
    <AddTargetForm
      titleId="add-card-title"
      passwordId="card-password"
      title={t('wallet.cards.addCard', { account })}
      submitTestId="card-submit"
      fieldsReady={bankCode !== '' && cardRule === null}
      pending={add.isPending}
      onTouch={() => setCardTouched(true)}
      onAdd={(withdrawPassword, callbacks) =>
        add.mutate({ cardNum: digits, bankCode, withdrawPassword }, callbacks)
      }
      onAdded={() => {
        setCardNum('');
        setCardTouched(false);
      }}
      onNeedsPassword={onNeedsPassword}
    >
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
    </AddTargetForm>
  );
}
