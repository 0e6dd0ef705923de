import { memo } from 'react';
import type { TFunction } from 'i18next';
import type { LobbyGame } from '../game-types.ts';

interface GameTileProps {
  /** The lobby's `t` (stable per language): a tile mounting must not subscribe to i18n itself. */
  t: TFunction;
  game: LobbyGame;
  favourite: boolean;
  disabled: boolean;
  /** The grid's one Tab stop (game-grid.tsx): its buttons are tabbable, other tiles' are not. */
  tabbable: boolean;
  onLaunch: (game: LobbyGame, demo: boolean) => void;
  onToggleFavourite: (game: LobbyGame, collect: boolean) => void;
}

/**
 * One game: thumbnail (fixed square box; the grid only mounts tiles near the screen, so no `loading="lazy"`),
 * name, hot/new badge, favourite and demo buttons.
 * Memoised: while the grid scrolls only the tiles whose game changes render.
 */
export const GameTile = memo(function GameTile({
  t,
  game,
  favourite,
  disabled,
  tabbable,
  onLaunch,
  onToggleFavourite,
}: GameTileProps) {
  return (
    <div className="game-tile" data-testid="game-tile" data-game-code={game.gameCode}>
      <button
        type="button"
        className="game-launch"
        disabled={disabled}
        tabIndex={tabbable ? 0 : -1}
        aria-label={t('gamesLobby.launch', { name: game.name })}
        onClick={() => onLaunch(game, false)}
      >
        <span className="game-thumb">
          <img src={game.iconUrl} alt="" width={120} height={120} decoding="async" />
        </span>
        <span className="game-name">{game.name}</span>
      </button>
      {/* Beside the button, drawn over its picture: the button's visible text stays the name its
          label "进入 …" carries (WCAG 2.5.3), and the badge is still read as the tile's own text. */}
      {game.isHot ? (
        <span className="game-badge">{t('gamesLobby.hot')}</span>
      ) : game.isNew ? (
        <span className="game-badge game-badge-new">{t('gamesLobby.isNew')}</span>
      ) : null}
      <span className="game-actions">
        <button
          type="button"
          className="game-fav"
          tabIndex={tabbable ? 0 : -1}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'gamesLobby.unfavourite' : 'gamesLobby.favourite', { name: game.name })}
          data-testid="game-fav"
          onClick={() => onToggleFavourite(game, !favourite)}
        >
          {favourite ? '♥' : '♡'}
        </button>
        {game.demoAvailable && (
          <button
            type="button"
            className="game-demo"
            disabled={disabled}
            tabIndex={tabbable ? 0 : -1}
            aria-label={t('gamesLobby.demoOf', { name: game.name })}
            data-testid="game-demo"
            onClick={() => onLaunch(game, true)}
          >
            {t('gamesLobby.demo')}
          </button>
        )}
      </span>
    </div>
  );
});
