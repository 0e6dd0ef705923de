import { useState, type FormEvent } from 'react';
import { PHONE_MAX_LENGTH } from '@arena/domain';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field.tsx';
import { AreaCodeSelect } from '@/components/ui/area-code-select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { AREA_CODES, codeError, emailError, phoneError } from '../account-forms.ts';
import { useBindEmail } from '../api/bind-email.ts';
import { useBindPhone } from '../api/bind-phone.ts';
import { useMemberInfo } from '../api/member-info.ts';
import { usePhoneModifyStatus } from '../api/phone-modify-status.ts';
import { usePhoneModifySubmit } from '../api/phone-modify-submit.ts';
import { useRuleForm } from '../hooks/use-rule-form.ts';
import { CodeRow } from './code-row.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { ReviewLine } from './review-line.tsx';
import { Section, ToggleButton } from './section.tsx';

/**
 * Phone: bind one with a code (updateInfoVal v4) when none is bound; a bound phone changes only through
 * the modification review (phoneModifySubmit with a code to the new phone), whose state shows here.
 */
function PhoneForm({ change, onDone }: { change: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useRuleForm<'phone' | 'code' | 'reason'>({ phone: '', code: '', reason: '' });
  const [areaCode, setAreaCode] = useState<string>(AREA_CODES[0]);
  const bind = useBindPhone();
  const submitChange = usePhoneModifySubmit();
  const v = form.values;
  const phoneRule = phoneError(v.phone.trim(), areaCode);
  const codeRule = codeError(v.code);
  const pending = bind.isPending || submitChange.isPending;
  const canSubmit = phoneRule === null && codeRule === null && !pending;

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit) return;
    const handlers = (done: string) => ({
      onSuccess: () => {
        toast(done, { kind: 'success' });
        onDone();
      },
      onError: (err: unknown) => form.refuse(err, t('profile.failed')),
    });
    const phone = v.phone.trim();
    if (change)
      submitChange.mutate(
        { phone, areaCode, code: v.code, reason: v.reason.trim() },
        handlers(t('security.phone.changeSubmitted')),
      );
    else bind.mutate({ phone, areaCode, code: v.code }, handlers(t('security.phone.bound')));
  };

  return (
    <form id="phone-form" className="stack" onSubmit={handleSubmit} noValidate>
      <div className="row items-start flex-nowrap">
        <div className="field flex-none">
          <label htmlFor="phone-area">{t('security.areaCode')}</label>
          <AreaCodeSelect id="phone-area" value={areaCode} onChange={setAreaCode} />
        </div>
        <div className="grow min-w-0">
          <FormField
            id="phone-number"
            label={change ? t('security.phone.newPhone') : t('security.phone.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_MAX_LENGTH}
            required
            error={form.messageFor('phone', phoneRule)}
            {...form.bind('phone')}
          />
        </div>
      </div>
      <CodeRow
        id="phone-code"
        request={
          phoneRule === null
            ? { channel: 'phone', target: v.phone.trim(), areaCode, scene: 'bindPhone' }
            : null
        }
        onSendError={(err) => form.refuse(err, t('profile.failed'))}
        error={form.messageFor('code', codeRule)}
        bind={form.bind('code')}
      />
      {change && (
        <div className="field">
          <label htmlFor="phone-reason">{t('security.phone.reason')}</label>
          <textarea id="phone-reason" rows={2} maxLength={200} {...form.bind('reason')} />
        </div>
      )}
      <FormError id="phone-error" message={form.formError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={!canSubmit}>
        {pending
          ? t('profile.saving')
          : change
            ? t('security.phone.submitChange')
            : t('security.phone.submit')}
      </button>
    </form>
  );
}

export function PhoneSection() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const review = usePhoneModifyStatus();
  const [open, setOpen] = useState(false);
  const phone = info.data?.phone ?? null;
  const pendingReview = review.data?.status === 'pending';
  return (
    <Section
      id="phone"
      title={t('security.phone.title')}
      status={info.isPending ? <Skeleton height={18} width={96} /> : (phone ?? t('profile.notBound'))}
    >
      <ReviewLine review={review} testId="phone-review" />
      {info.isSuccess && !pendingReview && (
        <ToggleButton
          open={open}
          controls="phone-form"
          label={phone ? t('security.phone.change') : t('security.phone.bind')}
          closeLabel={t('security.cancel')}
          onToggle={() => setOpen(!open)}
        />
      )}
      {open && <PhoneForm change={phone !== null} onDone={() => setOpen(false)} />}
    </Section>
  );
}

/** Email: bind or change it with a code sent to the new address (updateInfoVal v5). */
function EmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const form = useRuleForm<'email' | 'code'>({ email: '', code: '' });
  const bind = useBindEmail();
  const email = form.values.email.trim();
  const emailRule = emailError(email);
  const codeRule = codeError(form.values.code);
  const canSubmit = emailRule === null && codeRule === null && !bind.isPending;

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit) return;
    bind.mutate(
      { email, code: form.values.code },
      {
        onSuccess: () => {
          toast(t('security.email.bound'), { kind: 'success' });
          onDone();
        },
        onError: (err) => form.refuse(err, t('profile.failed')),
      },
    );
  };

  return (
    <form id="email-form" className="stack" onSubmit={handleSubmit} noValidate>
      <FormField
        id="email-address"
        label={t('security.email.email')}
        type="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={128}
        required
        error={form.messageFor('email', emailRule)}
        {...form.bind('email')}
      />
      <CodeRow
        id="email-code"
        request={emailRule === null ? { channel: 'email', target: email, scene: 'bindEmail' } : null}
        onSendError={(err) => form.refuse(err, t('profile.failed'))}
        error={form.messageFor('code', codeRule)}
        bind={form.bind('code')}
      />
      <FormError id="email-error" message={form.formError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={!canSubmit}>
        {bind.isPending ? t('profile.saving') : t('security.email.submit')}
      </button>
    </form>
  );
}

export function EmailSection() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const [open, setOpen] = useState(false);
  const email = info.data?.email ?? null;
  return (
    <Section
      id="email"
      title={t('security.email.title')}
      status={info.isPending ? <Skeleton height={18} width={120} /> : (email ?? t('profile.notBound'))}
    >
      {info.isSuccess && (
        <ToggleButton
          open={open}
          controls="email-form"
          label={email ? t('security.email.change') : t('security.email.bind')}
          closeLabel={t('security.cancel')}
          onToggle={() => setOpen(!open)}
        />
      )}
      {open && <EmailForm onDone={() => setOpen(false)} />}
    </Section>
  );
}
