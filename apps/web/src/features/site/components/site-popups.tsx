import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { popupsQuery, type PopupPage, type SitePopup } from '../api/get-popups.ts';
import { htmlToParagraphs } from '../lib/html-text.ts';
import { isPopupDue, localDay, markPopupSeen, type PopupStores } from '../lib/popup-frequency.ts';
import { classifySiteLink } from '../lib/site-links.ts';
import './site.css';

type Popup = SitePopup;

/** The pop-up page of a route (site.popupConfigGet `page`); routes of other pages have none. */
export function popupPageFor(pathname: string): PopupPage | null {
  if (pathname === '/app/home') return 'home';
  if (pathname === '/app/live' || pathname.startsWith('/app/live/')) return 'live';
  if (pathname === '/app/activities') return 'activity';
  if (pathname === '/app/wallet' || pathname.startsWith('/app/wallet/')) return 'wallet';
  return null;
}

const browserStores = (): PopupStores => ({ local: localStorage, session: sessionStorage });

/** The site's pop-ups of the current page, one after the other, each as often as its frequency allows. */
export function SitePopups() {
  const page = popupPageFor(useLocation().pathname);
  return page ? <PagePopups key={page} page={page} /> : null;
}

function PagePopups({ page }: { page: PopupPage }) {
  const { data } = useQuery(popupsQuery(page));
  // The queue is fixed when the list arrives: marking one seen must not reshuffle what is still due.
  const [queue, setQueue] = useState<Popup[] | null>(null);
  if (data && queue === null) {
    const today = localDay(new Date());
    setQueue(data.filter((p) => isPopupDue(p, browserStores(), today)));
  }
  const current = queue?.[0];
  if (!current) return null;
  return <PopupDialog key={current.id} popup={current} onClosed={() => setQueue((q) => q?.slice(1) ?? [])} />;
}

/** One pop-up on the native modal `<dialog>`: focus inside, the page behind inert, Escape closes. */
function PopupDialog({ popup, onClosed }: { popup: Popup; onClosed: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const link = classifySiteLink(popup.linkUrl);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    markPopupSeen(popup, browserStores(), localDay(new Date()));
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [popup]);
  const paragraphs = htmlToParagraphs(popup.contentHtml);
  const titleId = `site-popup-${popup.id}`;
  return (
    <dialog ref={ref} className="site-popup" aria-labelledby={titleId} onClose={onClosed}>
      <h2 id={titleId}>{popup.title}</h2>
      {popup.imageUrl && <img src={popup.imageUrl} alt="" width={600} height={360} />}
      {paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
      <div className="actions">
        <button type="button" className="btn btn-secondary" autoFocus onClick={() => ref.current?.close()}>
          {t('siteContent.popupClose')}
        </button>
        {link && (
          <a
            className="btn btn-primary"
            href={link.href}
            {...(link.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            onClick={(e) => {
              ref.current?.close();
              if (link.kind === 'internal') {
                e.preventDefault();
                void navigate(link.href);
              }
            }}
          >
            {t('siteContent.popupOpenLink')}
          </a>
        )}
      </div>
    </dialog>
  );
}
