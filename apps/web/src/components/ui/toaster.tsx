import { useTranslation } from 'react-i18next';
import { useToastStore } from './toast-store.ts';

/** Renders the toast queue in a polite live region so screen readers announce it. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToastStore((s) => s.toasts);
  return (
    <div className="toasts" role="status" aria-live="polite" aria-label={t('toast.region')}>
      {toasts.map((item) => (
        <div key={item.id} className="toast" data-kind={item.kind}>
          {item.text}
        </div>
      ))}
    </div>
  );
}
