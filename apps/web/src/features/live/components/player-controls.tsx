import { useTranslation } from 'react-i18next';

/**
 * The controls drawn over the picture, in place of the browser's own (which differ per browser and
 * cover the score overlay): sound on / off and full screen. Each is a real button with its name,
 * reachable by keyboard, at least 44 px high. The player owns the video and does the work.
 */
export function PlayerControls({
  muted,
  fullscreen,
  onSound,
  onFullscreen,
}: {
  muted: boolean;
  fullscreen: boolean;
  onSound: () => void;
  onFullscreen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="live-controls" data-testid="player-controls">
      <button type="button" className="live-control" onClick={onSound} data-testid="player-sound">
        {muted ? t('liveRoom.unmute') : t('liveRoom.mute')}
      </button>
      <button type="button" className="live-control" onClick={onFullscreen} data-testid="player-fullscreen">
        {fullscreen ? t('liveRoom.exitFullscreen') : t('liveRoom.fullscreen')}
      </button>
    </div>
  );
}
