import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useMaterials } from '../api/get-materials.ts';
import { useSubmitMaterial, type MaterialInput } from '../api/submit-material.ts';
import { LoadError, RewardsPage } from './rewards-page.tsx';

const PURPOSES = ['bonus', 'identity', 'withdraw'] as const;
const MAX_FILES = 5;
const MAX_BYTES = 3 * 1024 * 1024;

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

function MaterialForm() {
  const { t } = useTranslation();
  const id = useId();
  const [purpose, setPurpose] = useState<MaterialInput['purpose']>('bonus');
  const [files, setFiles] = useState<File[]>([]);
  const [remark, setRemark] = useState('');
  const submit = useSubmitMaterial();
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const picked = files.filter((f) => f.size <= MAX_BYTES).slice(0, MAX_FILES);
    if (picked.length === 0) {
      toast(t('rewards.materials.needFile'), { kind: 'error' });
      return;
    }
    const dataUrls = await Promise.all(picked.map(readDataUrl));
    submit.mutate(
      { purpose, files: dataUrls, remark: remark.trim() },
      {
        onSuccess: () => {
          setFiles([]);
          setRemark('');
          toast(t('rewards.materials.submitted'), { kind: 'success' });
        },
        onError: (err) => toast(errorText(err, t('rewards.failed')), { kind: 'error' }),
      },
    );
  };
  return (
    <form className="stack" onSubmit={(e) => void handleSubmit(e)}>
      <div className="field">
        <label htmlFor={`${id}-purpose`}>{t('rewards.materials.purpose')}</label>
        <select
          id={`${id}-purpose`}
          value={purpose}
          onChange={(e) => setPurpose(e.target.value as MaterialInput['purpose'])}
        >
          {PURPOSES.map((p) => (
            <option key={p} value={p}>
              {t(`rewards.materials.purposes.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-files`}>{t('rewards.materials.files')}</label>
        <input
          id={`${id}-files`}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          multiple
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-remark`}>{t('rewards.materials.remark')}</label>
        <textarea
          id={`${id}-remark`}
          maxLength={200}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={submit.isPending}>
        {submit.isPending ? t('rewards.materials.submitting') : t('rewards.materials.submit')}
      </button>
    </form>
  );
}

/** /app/me/materials: upload documents for a benefit review and see each review's result. */
export function MaterialsScreen() {
  const { t } = useTranslation();
  const list = useMaterials();
  return (
    <RewardsPage title={t('rewards.materials.title')}>
      <section className="card">
        <MaterialForm />
      </section>
      <section className="card stack" aria-labelledby="materials-list">
        <h2 id="materials-list">{t('rewards.materials.list')}</h2>
        {list.isError ? (
          <LoadError
            text={t('rewards.loadFailed')}
            retry={t('rewards.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : !list.data ? (
          <Skeleton height={60} />
        ) : list.data.list.length === 0 ? (
          <EmptyState text={t('rewards.materials.empty')} />
        ) : (
          <ul className="rw-list">
            {list.data.list.map((s) => (
              <li key={s.submissionId} className="rw-item">
                <span className="stack gap-2">
                  <span>{t(`rewards.materials.purposes.${s.purpose}`)}</span>
                  <small className="muted">
                    {new Date(s.createdAt).toLocaleString('zh-CN', { hour12: false })} ·{' '}
                    {t('rewards.materials.count', { count: s.files })}
                  </small>
                  {s.reviewNote && <small>{t('rewards.materials.note', { note: s.reviewNote })}</small>}
                </span>
                <strong>{t(`rewards.materials.status.${s.status}`)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
    </RewardsPage>
  );
}
