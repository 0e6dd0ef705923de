import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

interface PageProps {
  title: string;
  children: ReactNode;
  /** Show a back button (sub-pages); tab roots have none. */
  back?: boolean;
  right?: ReactNode;
}

/** A screen inside the shell: top bar with title, optional back and right slot, then content. */
export function Page({ title, children, back = false, right }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return (
    <>
      <header className="top-bar">
        <div className="slot">
          {back && (
            <button
              type="button"
              className="btn btn-ghost"
              aria-label={t('nav.back')}
              onClick={() => void navigate(-1)}
            >
              ‹
            </button>
          )}
        </div>
        <h1>{title}</h1>
        <div className="slot">{right}</div>
      </header>
      <main id="main" className="main">
        {children}
      </main>
    </>
  );
}

/** A full-screen page without tab bar (login, maintenance, alerts). */
export function BarePage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return (
    <main id="main" className="bare-main">
      {children}
    </main>
  );
}
