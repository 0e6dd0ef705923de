import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EGAME_DEFAULT_GAME_CODE, egameVenueFor } from '@arena/domain';
import { Page } from '@/app/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

/**
 * /app/egame/{gameCode} (spec §2): the lobby of the venue the code maps to — no code means the default
 * code ybegdz; a code starting with yb goes to by; otherwise the first two letters lowercased. The game grid arrives with
 * the games issue.
 */
export function EgameLobbyScreen() {
  const { t } = useTranslation();
  const { gameCode } = useParams();
  const code = gameCode ?? EGAME_DEFAULT_GAME_CODE;
  const venue = egameVenueFor(code);
  return (
    <Page title={t('egame.title')}>
      <p className="muted" data-testid="egame-venue" data-venue={venue} data-game-code={code}>
        {t('egame.venue', { venue })}
      </p>
      <div className="card">
        <EmptyState text={t('egame.empty')} />
      </div>
    </Page>
  );
}
