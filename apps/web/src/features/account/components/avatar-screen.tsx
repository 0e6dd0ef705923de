import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page.tsx';
import { ClosableDialog } from '@/components/ui/closable-dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { serverError } from '../account-forms.ts';
import { useAvatarDelete } from '../api/avatar-delete.ts';
import { useAvatarInsert } from '../api/avatar-insert.ts';
import { useAvatarList } from '../api/avatar-list.ts';
import { useAvatarUpdate } from '../api/avatar-update.ts';
import { AVATAR_TYPES, checkAvatarFile, toDataUrl } from '../avatar-file.ts';
import { FormError } from '@/components/ui/form-error.tsx';
import { RequireMember } from '@/components/ui/require-member.tsx';
import './account.css';

/** Upload: the file is checked here first (type by its bytes, size), then sent as a data URL. */
function AvatarUpload() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const insert = useAvatarInsert();
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const busy = reading || insert.isPending;

  const handleFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file can be chosen again after a refusal
    if (!file) return;
    setError(null);
    setReading(true);
    try {
      const check = await checkAvatarFile(file);
      if (!check.ok) {
        setError(t(check.error));
        return;
      }
      const image = await toDataUrl(file, check.type);
      insert.mutate(image, {
        onSuccess: () => toast(t('avatar.uploaded'), { kind: 'success' }),
        onError: (err) => setError(serverError(err, [], t('profile.failed')).message),
      });
    } finally {
      setReading(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="avatar-upload-title">
      <h2 id="avatar-upload-title" className="m-0">
        {t('avatar.upload')}
      </h2>
      <p id="avatar-upload-hint" className="muted m-0">
        {t('avatar.hint')}
      </p>
      <input
        ref={input}
        id="avatar-file"
        type="file"
        accept={AVATAR_TYPES.join(',')}
        className="visually-hidden"
        aria-labelledby="avatar-upload-title"
        aria-describedby="avatar-upload-hint avatar-upload-error"
        onChange={(e) => void handleFile(e)}
        data-testid="avatar-file"
        tabIndex={-1}
      />
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {busy ? t('avatar.uploading') : t('avatar.upload')}
      </button>
      <FormError id="avatar-upload-error" message={error} />
    </section>
  );
}

/** The member's avatars: use one, delete an uploaded one (never the one in use). */
function AvatarGrid() {
  const { t } = useTranslation();
  const list = useAvatarList();
  const update = useAvatarUpdate();
  const remove = useAvatarDelete();
  const busy = update.isPending || remove.isPending;
  const failed = (err: unknown) =>
    toast(serverError(err, [], t('profile.failed')).message, { kind: 'error' });
  const [confirming, setConfirming] = useState<string | null>(null);
  const handleDelete = (avatarId: string) => {
    setConfirming(null);
    remove.mutate(avatarId, {
      onSuccess: () => toast(t('avatar.deleted'), { kind: 'success' }),
      onError: failed,
    });
  };

  if (list.isPending)
    return (
      <ul className="avatar-grid" aria-busy="true">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <li key={i}>
            <Skeleton height={64} width={64} className="round" />
            <Skeleton height={32} width={64} />
          </li>
        ))}
      </ul>
    );
  if (list.isError)
    return (
      <div className="stack" role="alert">
        <p className="error m-0">{t('profile.loadFailed')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );

  return (
    <>
      <ul className="avatar-grid" aria-label={t('avatar.listLabel')} data-testid="avatar-grid">
        {list.data.list.map((a, i) => {
          const label = t('avatar.itemLabel', { index: i + 1 });
          return (
            <li key={a.avatarId} data-testid="avatar-item" data-custom={a.custom} data-in-use={a.inUse}>
              <img className="avatar" src={a.url} alt={label} data-in-use={a.inUse} width={64} height={64} />
              {a.inUse ? (
                <span className="status-on">{t('avatar.inUse')}</span>
              ) : (
                <button
                  type="button"
                  className="btn btn-secondary min-h-32"
                  disabled={busy}
                  aria-label={`${t('avatar.use')} ${label}`}
                  onClick={() =>
                    update.mutate(a.avatarId, {
                      onSuccess: () => toast(t('avatar.updated'), { kind: 'success' }),
                      onError: failed,
                    })
                  }
                >
                  {t('avatar.use')}
                </button>
              )}
              {a.custom && !a.inUse && (
                <button
                  type="button"
                  className="btn btn-ghost min-h-32 text-13"
                  disabled={busy}
                  aria-label={`${t('avatar.delete')} ${label}`}
                  onClick={() => setConfirming(a.avatarId)}
                >
                  {t('avatar.delete')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {confirming !== null && (
        <ClosableDialog
          title={t('avatar.delete')}
          onClose={() => setConfirming(null)}
          closeLabel={t('common.cancel')}
          actions={
            <button type="button" className="btn btn-primary" onClick={() => handleDelete(confirming)}>
              {t('avatar.delete')}
            </button>
          }
        >
          <p className="m-0">{t('avatar.deleteConfirm')}</p>
        </ClosableDialog>
      )}
    </>
  );
}

/** /app/me/avatar (members only): choose, upload, delete and use avatars. */
export function AvatarScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('avatar.title')} back>
      <RequireMember>
        <section className="card">
          <AvatarGrid />
        </section>
        <AvatarUpload />
      </RequireMember>
    </Page>
  );
}
