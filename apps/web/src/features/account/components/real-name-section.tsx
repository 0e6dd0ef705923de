import { useState, type FormEvent } from 'react';
import { REAL_NAME_LATIN_MAX_LENGTH } from '@arena/domain';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { realNameError } from '../account-forms.ts';
import { useNameModifyStatus } from '../api/name-modify-status.ts';
import { useNameModifySubmit } from '../api/name-modify-submit.ts';
import { useRealName } from '../api/real-name-get.ts';
import { useRealNameSet } from '../api/real-name-set.ts';
import { useRuleForm } from '../hooks/use-rule-form.ts';
import { FormError } from '@/components/ui/form-error.tsx';
import { ReviewLine } from './review-line.tsx';
import { Section, ToggleButton } from './section.tsx';

/**
 * The real name by both spec §5 name checks, shown as the member types: bound once (realNameSet), then
 * read-only; a change is a request to the modification review (nameModifySubmit).
 */
function RealNameForm({ change, onDone }: { change: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useRuleForm<'realName' | 'reason'>({ realName: '', reason: '' });
  const set = useRealNameSet();
  const submit = useNameModifySubmit();
  // The name is checked as typed: a space at either end is part of it, and the rule says so.
  const rule = realNameError(form.values.realName);
  const pending = set.isPending || submit.isPending;
  // The name binds once and every withdrawal card must carry it: it is confirmed before it is final.
  const [confirming, setConfirming] = useState(false);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (rule || pending) return;
    const handlers = (done: string) => ({
      onSuccess: () => {
        toast(done, { kind: 'success' });
        onDone();
      },
      onError: (err: unknown) => form.refuse(err, t('profile.failed')),
    });
    if (change)
      submit.mutate(
        { realName: form.values.realName, reason: form.values.reason.trim() },
        handlers(t('security.realName.reviewSubmitted')),
      );
    else if (!confirming) setConfirming(true);
    else set.mutate(form.values.realName, handlers(t('security.realName.bound')));
  };

  return (
    <form id="real-name-form" className="stack" onSubmit={handleSubmit} noValidate>
      <FormField
        id="real-name"
        label={change ? t('security.realName.newName') : t('security.realName.name')}
        hint={t('security.realName.hint')}
        autoComplete="name"
        maxLength={REAL_NAME_LATIN_MAX_LENGTH}
        required
        error={form.messageFor('realName', rule)}
        {...form.bind('realName')}
      />
      {change && (
        <div className="field">
          <label htmlFor="real-name-reason">{t('security.realName.reason')}</label>
          <textarea id="real-name-reason" rows={2} maxLength={200} {...form.bind('reason')} />
        </div>
      )}
      <FormError id="real-name-error" message={form.formError} />
      {confirming && !change ? (
        <div className="stack" role="group" aria-labelledby="real-name-confirm-title">
          <strong id="real-name-confirm-title">{t('security.realName.confirmTitle')}</strong>
          <p className="m-0" data-testid="real-name-confirm">
            {t('security.realName.confirmBody', { name: form.values.realName })}
          </p>
          <div className="row gap-8">
            <button type="submit" className="btn btn-primary" disabled={rule !== null || pending}>
              {pending ? t('profile.saving') : t('security.realName.confirmOk')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
              {t('security.realName.confirmBack')}
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className="btn btn-primary btn-block" disabled={rule !== null || pending}>
          {pending
            ? t('profile.saving')
            : change
              ? t('security.realName.submitReview')
              : t('security.realName.submit')}
        </button>
      )}
    </form>
  );
}

export function RealNameSection() {
  const { t } = useTranslation();
  const realName = useRealName();
  const review = useNameModifyStatus();
  const bound = realName.data?.bound ?? false;
  const [open, setOpen] = useState(false);
  const pendingReview = review.data?.status === 'pending';
  const status = realName.isPending ? (
    <Skeleton height={18} width={72} />
  ) : bound ? (
    <span className="status-on">{realName.data?.maskedRealName}</span>
  ) : (
    t('profile.notBound')
  );
  return (
    <Section id="real-name" title={t('security.realName.title')} status={status}>
      {bound && <ReviewLine review={review} testId="real-name-review" />}
      {realName.isSuccess && !pendingReview && (
        <ToggleButton
          open={open}
          controls="real-name-form"
          label={bound ? t('security.realName.applyChange') : t('security.realName.add')}
          closeLabel={t('security.cancel')}
          onToggle={() => setOpen(!open)}
        />
      )}
      {open && <RealNameForm change={bound} onDone={() => setOpen(false)} />}
    </Section>
  );
}
