import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettlement } from '../api/get-settlement.ts';
import { AddressesSection } from './addresses-section.tsx';
import { BankCardsSection } from './bank-cards-section.tsx';
import { SetWithdrawPassword } from './set-withdraw-password.tsx';
import { WalletPage } from './wallet-page.tsx';

/**
 * /app/wallet/cards: bank cards and USDT addresses. A USDT site withdraws to addresses only, so the
 * bank-card section is not shown there (spec §1).
 */
export function CardsScreen() {
  const { t } = useTranslation();
  const settlement = useSettlement();
  const [needsPassword, setNeedsPassword] = useState(false);
  const title = settlement
    ? t('wallet.cards.title', { account: t(settlement.accountWord) })
    : t('wallet.title');
  return (
    <WalletPage title={title}>
      {(s) =>
        needsPassword ? (
          <SetWithdrawPassword onDone={() => setNeedsPassword(false)} />
        ) : (
          <>
            {!s.usesAddress && (
              <BankCardsSection account={t(s.accountWord)} onNeedsPassword={() => setNeedsPassword(true)} />
            )}
            <AddressesSection onNeedsPassword={() => setNeedsPassword(true)} />
          </>
        )
      }
    </WalletPage>
  );
}
