import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { useLobbyWallet, useSetAutoTransfer } from '../api/get-lobby-wallet.ts';

/**
 * A member's balances in the lobby: centre wallet, this venue's sub-balance and the auto-transfer
 * switch (with it on, launch moves the centre balance into the venue and leaving the game brings it
 * back). Fixed height, so it never pushes the grid when the numbers arrive.
 */
export function LobbyWallet({ token, venueCode }: { token: string; venueCode: string }) {
  const { t } = useTranslation();
  const { assets, auto } = useLobbyWallet(token);
  const setAuto = useSetAutoTransfer();
  const venue = assets.data?.venues.find((v) => v.venueCode === venueCode);
  const money = (minor: number | undefined) => (minor === undefined ? '--' : formatMoney(minor, 'CNY'));
  return (
    <div className="lobby-wallet" data-testid="lobby-wallet">
      <span>
        {t('gamesLobby.centerWallet')}{' '}
        <strong data-testid="lobby-center-balance">{money(assets.data?.center)}</strong>
      </span>
      <span>
        {t('gamesLobby.venueBalance')}{' '}
        <strong data-testid="lobby-venue-balance">
          {money(venue?.balance ?? (assets.data ? 0 : undefined))}
        </strong>
      </span>
      <label className="lobby-auto">
        <input
          type="checkbox"
          checked={auto.data ?? false}
          disabled={auto.isPending}
          onChange={(e) => setAuto.mutate(e.target.checked)}
        />
        {t('gamesLobby.autoTransfer')}
      </label>
    </div>
  );
}
