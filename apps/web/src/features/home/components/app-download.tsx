import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { promptInstall, useInstallState } from '@/lib/install-prompt.ts';
import { appDownloadQuery } from '../api/get-app-download.ts';

/** The section's anchor (spec §2 "an app-download section that can be scrolled to"). */
export const DOWNLOAD_ID = 'download';

/** How long a `#download` link keeps the section in place while the page above it settles. */
const SETTLE_MS = 3_000;

const scrollToDownload = (behavior: ScrollBehavior) =>
  document.getElementById(DOWNLOAD_ID)?.scrollIntoView({ behavior, block: 'start' });

/** The installable web app: the browser's own install dialog when it offers one, else how to add it. */
function WebAppInstall() {
  const { t } = useTranslation();
  const install = useInstallState();
  return (
    <div className="stack" data-testid="web-app-install">
      <h3 className="download-sub">{t('appInstall.webApp')}</h3>
      <p className="muted">{t('appInstall.webAppBody')}</p>
      {install.installed ? (
        <p role="status">{t('appInstall.installed')}</p>
      ) : install.canPrompt ? (
        <button
          type="button"
          className="btn btn-primary"
          data-track="download"
          data-track-target="pwa"
          onClick={() => void promptInstall()}
        >
          {t('appInstall.install')}
        </button>
      ) : (
        <ul className="download-hints">
          <li>{t('appInstall.installHint')}</li>
          <li>{t('appInstall.iosHint')}</li>
        </ul>
      )}
    </div>
  );
}

/**
 * The app-download section, driven by the site's `appDownload` config: hidden when the site has none;
 * store buttons only for the links it sets; the installable web app (the H5 "app") always inside.
 */
export function AppDownloadSection() {
  const { t } = useTranslation();
  const { hash, key } = useLocation();
  const config = useQuery(appDownloadQuery());
  const shown = Boolean(config.data);

  useEffect(() => {
    if (!shown || hash !== `#${DOWNLOAD_ID}`) return;
    // The blocks above may still change height for a moment (their data arriving, the first-paint
    // sections handing over to the live ones): keep the section in place until the page settles or
    // the member scrolls elsewhere, so the link never lands somewhere else.
    let placedAt = -1;
    const place = () => {
      scrollToDownload('auto');
      placedAt = window.scrollY;
    };
    const keep = new ResizeObserver(place);
    const onScroll = () => {
      if (Math.abs(window.scrollY - placedAt) > 2) stop();
    };
    const stop = () => {
      keep.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
    place();
    keep.observe(document.body);
    window.addEventListener('scroll', onScroll, { passive: true });
    const timer = setTimeout(stop, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [shown, hash, key]);

  if (!config.data) return null;
  const { ios, android, version } = config.data;
  return (
    <section
      id={DOWNLOAD_ID}
      className="card download"
      aria-labelledby="home-download"
      tabIndex={-1}
      data-testid="app-download"
    >
      <h2 id="home-download">{t('home.downloadTitle')}</h2>
      <p className="muted">{t('home.downloadBody')}</p>
      {(android || ios) && (
        <div className="row">
          {android && (
            <a className="btn btn-primary" href={android} data-track="download" data-track-target="android">
              {t('home.downloadAndroid')}
            </a>
          )}
          {ios && (
            <a className="btn btn-secondary" href={ios} data-track="download" data-track-target="ios">
              {t('home.downloadIos')}
            </a>
          )}
          {version && <span className="muted">{t('appInstall.version', { version })}</span>}
        </div>
      )}
      <WebAppInstall />
    </section>
  );
}

/** The top bar's jump to the section; there only when the section is. */
export function DownloadJump() {
  const { t } = useTranslation();
  const config = useQuery(appDownloadQuery());
  if (!config.data) return null;
  return (
    <button
      type="button"
      className="btn btn-ghost"
      data-testid="download-jump"
      data-track="download"
      data-track-target="jump"
      onClick={() => scrollToDownload('smooth')}
    >
      {t('home.downloadJump')}
    </button>
  );
}
