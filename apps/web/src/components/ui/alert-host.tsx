import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';
import { useDialogStore } from './dialog-store.ts';

/** Renders the current alert dialog from the dialog store. */
export function AlertHost() {
  const { t } = useTranslation();
  const current = useDialogStore((s) => s.current);
  const close = useDialogStore((s) => s.close);
  if (!current) return null;
  const handleOk = () => {
    close();
    current.onOk?.();
  };
  const handleCancel = current.cancelLabel
    ? () => {
        close();
        current.onCancel?.();
      }
    : undefined;
  return (
    <Dialog
      title={current.title}
      onDismiss={handleCancel}
      actions={
        <>
          {handleCancel && (
            <button type="button" className="btn btn-secondary" onClick={handleCancel}>
              {current.cancelLabel}
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={handleOk}>
            {current.okLabel ?? t('common.ok')}
          </button>
        </>
      }
    >
      <p className="m-0 text-center">{current.message}</p>
    </Dialog>
  );
}
