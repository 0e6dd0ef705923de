import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store.ts';

/** Copies `value` to the clipboard and says so; `what` names it in the button and the toast. */
export function CopyButton({ value, what, testId }: { value: string; what: string; testId?: string }) {
  const { t } = useTranslation();
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast(t('wallet.pay.copied', { what }), { kind: 'success' });
    } catch {
      // No clipboard permission (an embedded view, an old browser): the text stays selectable on screen.
      toast(t('wallet.pay.copyFailed'), { kind: 'error' });
    }
  };
  return (
    <button
      type="button"
      className="btn btn-secondary shrink-0"
      onClick={() => void handleCopy()}
      aria-label={t('wallet.pay.copy', { what })}
      data-testid={testId}
    >
      {t('wallet.pay.copy', { what: '' })}
    </button>
  );
}

/** A label, a value shown in full (selectable) and its copy button. */
export function CopyLine({
  label,
  value,
  what,
  testId,
}: {
  label: string;
  value: string;
  what: string;
  testId: string;
}) {
  return (
    <div className="stack gap-4">
      <span className="muted text-13">{label}</span>
      <div className="row gap-8 items-center">
        <code className="break-all grow select-all" data-testid={testId}>
          {value}
        </code>
        <CopyButton value={value} what={what} testId={`${testId}-copy`} />
      </div>
    </div>
  );
}
