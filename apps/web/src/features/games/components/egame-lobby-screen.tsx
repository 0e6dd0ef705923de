import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { EGAME_DEFAULT_GAME_CODE, egameVenueFor, isSportsVenueUsable } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { Page } from '@/components/ui/page.tsx';
import { paths } from '@/lib/paths.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useSession } from '@/lib/session.ts';
import { useBrands } from '../api/get-brands.ts';
import { gameKey, useCollections } from '../api/get-collections.ts';
import { useVenueGames } from '../api/get-venue-games.ts';
import { useVenueStatus, venueStatusQuery } from '../api/get-venue-status.ts';
import { useLaunchGame } from '../api/launch-game.ts';
import { useToggleCollection } from '../api/toggle-collection.ts';
import { filterGames, type LobbyFilter, type LobbyGame } from '../game-types.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { GameGrid } from './game-grid.tsx';
import { GameTile } from './game-tile.tsx';
import { LobbyToolbar } from './lobby-toolbar.tsx';
import { LobbyWallet } from './lobby-wallet.tsx';
import { VenueBar } from './venue-bar.tsx';
import { useMaintenanceText } from '../hooks/use-maintenance-text.ts';
import './games.css';

/** Refusals the lobby explains itself (the gateway handles login, session and network failures). */
const SHOWN_CODES: readonly number[] = [
  ErrorCode.notFound,
  ErrorCode.venueMaintenance,
  ErrorCode.gameUnavailable,
  ErrorCode.insufficientBalance,
];
const itemKey = (g: LobbyGame) => gameKey(g.venueCode, g.gameCode);
const asFilter = (v: string | null): LobbyFilter => (v === 'hot' || v === 'fav' ? v : 'all');

/**
 * /app/egame/{gameCode} (spec §2): the lobby of the venue the code maps to (no code → ybegdz → by; yb… →
 * by; otherwise the first two letters). Brand tabs, search (debounced 300 ms, §9), hot and favourite
 * chips — all kept in the URL — over a virtualised grid; launch and demo open the server's game page.
 */
export function EgameLobbyScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { gameCode } = useParams();
  const code = gameCode ?? EGAME_DEFAULT_GAME_CODE;
  const venue = egameVenueFor(code);
  const token = useSession((s) => s.token);
  const [params, setParams] = useSearchParams();
  const brand = params.get('brand') ?? '';
  const filter = asFilter(params.get('filter'));
  const [search, setSearch] = useState(params.get('q') ?? '');
  const query = useDebouncedValue(search);

  const status = useVenueStatus(venue);
  const games = useVenueGames(venue);
  const brands = useBrands(venue);
  const favourites = useCollections(token);
  const toggle = useToggleCollection(token);
  const launch = useLaunchGame();
  const maintenanceText = useMaintenanceText();

  const setParam = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value && value !== 'all') next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  // Only the settled search text goes to the URL.
  useEffect(() => {
    if ((params.get('q') ?? '') === query) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (query) next.set('q', query);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [query, params, setParams]);

  // Spec §4: a sports venue is usable only when its status is 0; otherwise the user goes home.
  const v = status.data;
  useEffect(() => {
    if (v && v.category === 'sports' && !isSportsVenueUsable(v.status)) {
      toast(maintenanceText(v.venueName, v.message), { kind: 'info' });
      void navigate(paths.home, { replace: true });
    }
  }, [v, navigate, maintenanceText]);

  const favSet = useMemo(() => favourites.data ?? new Set<string>(), [favourites.data]);
  const shown = useMemo(
    () => filterGames(games.data ?? [], { brand, filter, search: query, favourites: favSet }),
    [games.data, brand, filter, query, favSet],
  );
  const maintaining = v !== undefined && v.status !== 0;

  // Stable callbacks (mutate is stable) so the memoised tiles skip re-rendering while the grid scrolls.
  const launchGame = launch.mutate;
  const onLaunch = useCallback(
    (game: LobbyGame, demo: boolean) =>
      launchGame(
        { venueCode: game.venueCode, gameCode: game.gameCode, demo },
        {
          onSuccess: (url) => {
            if (url) window.location.assign(url);
          },
          onError: (err) => {
            if (!(err instanceof GatewayError) || !SHOWN_CODES.includes(err.code)) return;
            toast(err.message, { kind: 'error' });
            if (err.code === ErrorCode.venueMaintenance)
              void client.invalidateQueries({ queryKey: venueStatusQuery(venue).queryKey });
          },
        },
      ),
    [launchGame, client, venue],
  );
  const toggleCollection = toggle.mutate;
  const onToggleFavourite = useCallback(
    (game: LobbyGame, collect: boolean) =>
      toggleCollection({ venueCode: game.venueCode, gameCode: game.gameCode, collect }),
    [toggleCollection],
  );
  const tilesDisabled = maintaining || launch.isPending;
  const renderTile = useCallback(
    (g: LobbyGame, tabbable: boolean) => (
      <GameTile
        t={t}
        game={g}
        favourite={favSet.has(gameKey(g.venueCode, g.gameCode))}
        disabled={tilesDisabled}
        tabbable={tabbable}
        onLaunch={onLaunch}
        onToggleFavourite={onToggleFavourite}
      />
    ),
    [t, favSet, tilesDisabled, onLaunch, onToggleFavourite],
  );

  const title = v?.venueName ?? t('gamesLobby.title');
  const right = (
    <Link className="btn btn-ghost" to={paths.gameRecords}>
      {t('gamesLobby.records')}
    </Link>
  );

  if (status.isError) {
    return (
      <Page title={t('gamesLobby.title')} right={right}>
        <p className="muted" data-testid="egame-venue" data-venue={venue} data-game-code={code} hidden />
        <VenueBar currentVenue={venue} />
        <EmptyState text={t('gamesLobby.venueMissing')} />
      </Page>
    );
  }
  return (
    <Page title={title} right={right}>
      <p className="visually-hidden" data-testid="egame-venue" data-venue={venue} data-game-code={code}>
        {t('egame.venue', { venue })}
      </p>
      <VenueBar currentVenue={venue} />
      {token ? <LobbyWallet token={token} venueCode={venue} /> : null}
      {maintaining && (
        <p className="lobby-maintenance" role="alert" data-testid="venue-maintenance">
          {maintenanceText(v.venueName, v.message)}
        </p>
      )}
      {maintaining && !v.displayWhileMaintaining ? (
        <EmptyState text={t('gamesLobby.maintenanceHidden')} />
      ) : (
        <>
          <LobbyToolbar
            brands={brands.data ?? []}
            brand={brand}
            onBrand={(b) => setParam('brand', b)}
            filter={filter}
            onFilter={(f) => setParam('filter', f)}
            search={search}
            onSearch={setSearch}
          />
          <p className="muted lobby-count" aria-live="polite" data-testid="lobby-count">
            {games.isSuccess ? t('gamesLobby.count', { count: shown.length }) : '\u00a0'}
          </p>
          {games.isPending ? (
            <div className="game-skeletons" aria-busy="true">
              {Array.from({ length: 9 }, (_, i) => (
                <div key={i} className="skeleton game-skeleton" aria-hidden="true" />
              ))}
            </div>
          ) : games.isError ? (
            <EmptyState
              text={t('gamesLobby.loadError')}
              action={
                <button type="button" className="btn btn-secondary" onClick={() => void games.refetch()}>
                  {t('gamesLobby.retry')}
                </button>
              }
            />
          ) : shown.length === 0 ? (
            <EmptyState text={t(filter === 'fav' ? 'gamesLobby.emptyFav' : 'gamesLobby.empty')} />
          ) : (
            <GameGrid items={shown} label={title} itemKey={itemKey} renderItem={renderTile} />
          )}
        </>
      )}
    </Page>
  );
}
