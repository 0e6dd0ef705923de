import { useTranslation } from 'react-i18next';
import type { LobbyFilter } from '../game-types.ts';

interface LobbyToolbarProps {
  brands: readonly { brandCode: string; name: string }[];
  brand: string;
  onBrand: (brand: string) => void;
  filter: LobbyFilter;
  onFilter: (filter: LobbyFilter) => void;
  search: string;
  onSearch: (text: string) => void;
}

const FILTERS: readonly { value: LobbyFilter; key: 'filterAll' | 'filterHot' | 'filterFav' }[] = [
  { value: 'all', key: 'filterAll' },
  { value: 'hot', key: 'filterHot' },
  { value: 'fav', key: 'filterFav' },
];

/** Search box, brand tabs and the all / hot / favourites chips of the lobby. */
export function LobbyToolbar(props: LobbyToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="lobby-toolbar">
      <input
        type="search"
        className="lobby-search"
        value={props.search}
        placeholder={t('gamesLobby.search')}
        aria-label={t('gamesLobby.search')}
        maxLength={32}
        onChange={(e) => props.onSearch(e.target.value)}
      />
      <div className="lobby-tabs" role="tablist" aria-label={t('gamesLobby.brandTabs')}>
        {[{ brandCode: '', name: t('gamesLobby.allBrands') }, ...props.brands].map((b) => (
          <button
            key={b.brandCode || 'all'}
            type="button"
            role="tab"
            aria-selected={props.brand === b.brandCode}
            className="lobby-tab"
            onClick={() => props.onBrand(b.brandCode)}
          >
            {b.name}
          </button>
        ))}
      </div>
      <div className="lobby-chips" role="group" aria-label={t('gamesLobby.filters')}>
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className="lobby-chip"
            aria-pressed={props.filter === f.value}
            onClick={() => props.onFilter(f.value)}
          >
            {t(`gamesLobby.${f.key}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
