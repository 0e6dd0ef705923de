import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { maintenanceNamesVenue } from '@arena/domain';

/**
 * The maintenance line of a venue: the operator's message alone when it already names the venue,
 * else "<venue>维护中" and the message (the rule of packages/domain `venueMaintenanceText`).
 */
export function useMaintenanceText(): (venueName: string, message: string | null | undefined) => string {
  const { t } = useTranslation();
  return useCallback(
    (venueName, message) => {
      const text = (message ?? '').trim();
      if (!text) return t('gamesLobby.maintenance', { venue: venueName });
      if (maintenanceNamesVenue(venueName, text)) return text;
      return t('gamesLobby.maintenanceWith', { venue: venueName, message: text });
    },
    [t],
  );
}
