import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { egameLobbyPath, isSportsVenueUsable } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { paths } from '@/lib/paths.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { useVenues, type Venue } from '@/lib/venues.ts';
import { useLaunchGame } from '../api/launch-game.ts';
import { groupOf, groupVenues, venueEntry, type VenueGroup } from '../venue-groups.ts';
import { useMaintenanceText } from '../hooks/use-maintenance-text.ts';

/** Refusals a venue launch explains itself (login, session and network failures are the gateway's). */
const SHOWN_CODES: readonly number[] = [
  ErrorCode.notFound,
  ErrorCode.venueMaintenance,
  ErrorCode.gameUnavailable,
];

/**
 * The games tab's way to every venue: category buttons (电子 / 真人 / 棋牌 / 捕鱼 / 体育 …) and the
 * venues of the chosen category. A category whose first venue has a lobby opens it; a venue opens its
 * lobby by the spec §2 route, or (sports venues the rule cannot reach) launches. Only venues the site
 * flags show are offered (isDisplay, isDisplayMaintainVenue); one in maintenance is marked, and a sports
 * venue that is not usable sends the user home with its message (spec §4). The browsed category, when
 * it is not the open venue's, is kept in the URL (`?cat=`).
 */
export function VenueBar({ currentVenue }: { currentVenue: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const venues = useVenues();
  const launch = useLaunchGame();
  const maintenanceText = useMaintenanceText();
  const groups = groupVenues(venues.data ?? []);
  if (groups.length === 0) return null;

  const current = venues.data?.find((v) => v.venueCode === currentVenue);
  const browsed = groups.find((g) => g.group === params.get('cat'))?.group;
  const active: VenueGroup = browsed ?? (current ? groupOf(current.category) : 'egame');
  const shown = groups.find((g) => g.group === active) ?? groups[0]!;

  // Only for venues without a lobby route: launch them (the others are links).
  const launchVenue = (venue: Venue) => {
    if (venue.category === 'sports' && !isSportsVenueUsable(venue.status)) {
      toast(maintenanceText(venue.name, venue.maintainMessage), { kind: 'info' });
      void navigate(paths.home);
      return;
    }
    // The sports venue plays in the app's own sportsbook (docs/sportsbook.md), not on a game page.
    if (venue.venueCode === 'ybty') {
      void navigate(paths.sportsbook);
      return;
    }
    launch.mutate(
      { venueCode: venue.venueCode, demo: false },
      {
        onSuccess: (url) => {
          if (url) window.location.assign(url);
        },
        onError: (err) => {
          if (err instanceof GatewayError && SHOWN_CODES.includes(err.code))
            toast(err.message, { kind: 'error' });
        },
      },
    );
  };

  const chooseGroup = (group: VenueGroup) => {
    const first = groups.find((g) => g.group === group)?.venues[0];
    const entry = first ? venueEntry(first) : null;
    if (entry?.kind === 'lobby' && first?.venueCode !== currentVenue) {
      void navigate(egameLobbyPath(entry.gameCode));
      return;
    }
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (current && groupOf(current.category) === group) next.delete('cat');
        else next.set('cat', group);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <nav className="venue-bar" aria-label={t('venueBar.label')} data-testid="venue-bar">
      <div className="venue-groups" role="group" aria-label={t('venueBar.groups')}>
        {groups.map(({ group }) => (
          <button
            key={group}
            type="button"
            className="venue-group"
            aria-pressed={group === shown.group}
            onClick={() => chooseGroup(group)}
          >
            {t(`venueBar.group.${group}`)}
          </button>
        ))}
      </div>
      <ul className="venue-list" aria-label={t(`venueBar.group.${shown.group}`)}>
        {shown.venues.map((v) => {
          const entry = venueEntry(v);
          const maintaining = v.status !== 0;
          const label = (
            <>
              <img src={v.logoUrl || undefined} alt="" width={20} height={20} />
              {v.name}
              {maintaining ? <span className="venue-badge">{t('venueBar.maintaining')}</span> : null}
            </>
          );
          return (
            <li key={v.venueCode}>
              {entry.kind === 'lobby' ? (
                <Link
                  to={egameLobbyPath(entry.gameCode)}
                  className={`venue-item${maintaining ? ' is-maintaining' : ''}`}
                  aria-current={v.venueCode === currentVenue ? 'page' : undefined}
                >
                  {label}
                </Link>
              ) : (
                <button
                  type="button"
                  className={`venue-item${maintaining ? ' is-maintaining' : ''}`}
                  disabled={launch.isPending}
                  onClick={() => launchVenue(v)}
                >
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
