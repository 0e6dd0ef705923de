import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@arena/domain';
import { FormField } from '@/components/ui/form-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useSecondsLeft } from '@/components/ui/use-seconds-left.ts';
import {
  emailError,
  phoneError,
  withdrawFormErrors,
  type WithdrawMode,
  type WithdrawValues,
} from '../account-forms.ts';
import { useMemberInfo } from '../api/member-info.ts';
import { useWithdrawPassword } from '../api/withdraw-password-get.ts';
import { useWithdrawPasswordReset } from '../api/withdraw-password-reset.ts';
import { useWithdrawPasswordSet } from '../api/withdraw-password-set.ts';
import { useWithdrawPasswordUpdate } from '../api/withdraw-password-update.ts';
import { useRuleForm } from '../hooks/use-rule-form.ts';
import { CodeRow } from './code-row.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { Section } from './section.tsx';

const EMPTY: WithdrawValues = { oldPassword: '', code: '', password: '', confirm: '' };
const DIGITS = {
  type: 'password',
  inputMode: 'numeric',
  maxLength: 6,
  autoComplete: 'off',
  required: true,
} as const;

/** Where a reset code goes: the bound phone or email, typed in full (the profile only shows them masked). */
function ResetTarget({
  channel,
  setChannel,
  target,
  setTarget,
  hasPhone,
  hasEmail,
}: {
  channel: 'phone' | 'email';
  setChannel: (c: 'phone' | 'email') => void;
  target: string;
  setTarget: (v: string) => void;
  hasPhone: boolean;
  hasEmail: boolean;
}) {
  const { t } = useTranslation();
  const label = channel === 'phone' ? t('security.withdraw.resetPhone') : t('security.withdraw.resetEmail');
  return (
    <>
      {hasPhone && hasEmail && (
        <fieldset className="row border-0 p-0 m-0">
          <legend className="muted mb-6">{t('security.withdraw.resetChannel')}</legend>
          {(['phone', 'email'] as const).map((c) => (
            <label key={c} className="row gap-4">
              <input
                type="radio"
                name="withdraw-channel"
                checked={channel === c}
                onChange={() => setChannel(c)}
              />
              {c === 'phone' ? t('security.withdraw.resetPhone') : t('security.withdraw.resetEmail')}
            </label>
          ))}
        </fieldset>
      )}
      <FormField
        id="withdraw-target"
        label={t('security.withdraw.resetTarget', { target: label })}
        type={channel === 'phone' ? 'tel' : 'email'}
        autoComplete={channel === 'phone' ? 'tel-national' : 'email'}
        maxLength={channel === 'phone' ? 13 : 128}
        error={null}
        value={target}
        onChange={(e) => setTarget(e.target.value)}
      />
    </>
  );
}

/** The set / update / reset form of the withdraw password (spec §5 "six digits"). */
function WithdrawForm({ mode, onDone }: { mode: WithdrawMode; onDone: () => void }) {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const form = useRuleForm<keyof WithdrawValues>(EMPTY);
  const set = useWithdrawPasswordSet();
  const update = useWithdrawPasswordUpdate();
  const reset = useWithdrawPasswordReset();
  const hasPhone = Boolean(info.data?.phone);
  const hasEmail = Boolean(info.data?.email);
  const [channel, setChannel] = useState<'phone' | 'email'>(hasPhone ? 'phone' : 'email');
  const [target, setTarget] = useState('');
  const { errors, canSubmit } = withdrawFormErrors(mode, form.values);
  const pending = set.isPending || update.isPending || reset.isPending;
  const v = form.values;
  const targetOk =
    channel === 'phone' ? phoneError(target.trim(), '86') === null : emailError(target.trim()) === null;

  if (mode === 'reset' && !hasPhone && !hasEmail)
    return (
      <p className="muted m-0" role="status" data-testid="withdraw-needs-contact">
        {t('security.withdraw.resetNeedsContact')}
      </p>
    );

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit || pending) return;
    const done = {
      onSuccess: () => {
        const key = mode === 'set' ? 'doneSet' : mode === 'update' ? 'doneUpdate' : 'doneReset';
        toast(t(`security.withdraw.${key}`), { kind: 'success' });
        onDone();
      },
      onError: (err: unknown) => form.refuse(err, t('profile.failed')),
    };
    if (mode === 'set') set.mutate(v.password, done);
    else if (mode === 'update') update.mutate({ oldPassword: v.oldPassword, password: v.password }, done);
    else reset.mutate({ code: v.code, password: v.password }, done);
  };

  return (
    <form id="withdraw-form" className="stack" onSubmit={handleSubmit} noValidate>
      {mode === 'update' && (
        <FormField
          id="withdraw-old"
          label={t('security.withdraw.old')}
          {...DIGITS}
          error={form.messageFor('oldPassword', errors.oldPassword)}
          {...form.bind('oldPassword')}
        />
      )}
      {mode === 'reset' && (
        <>
          <ResetTarget {...{ channel, setChannel, target, setTarget, hasPhone, hasEmail }} />
          <CodeRow
            id="withdraw-code"
            request={
              targetOk
                ? {
                    channel,
                    target: target.trim(),
                    scene: 'withdrawPassword',
                    ...(channel === 'phone' ? { areaCode: '86' } : {}),
                  }
                : null
            }
            onSendError={(err) => form.refuse(err, t('profile.failed'))}
            error={form.messageFor('code', errors.code)}
            bind={form.bind('code')}
          />
        </>
      )}
      <FormField
        id="withdraw-password"
        label={mode === 'set' ? t('security.withdraw.password') : t('security.withdraw.newPassword')}
        {...DIGITS}
        error={form.messageFor('password', errors.password)}
        {...form.bind('password')}
      />
      <FormField
        id="withdraw-confirm"
        label={t('security.withdraw.confirm')}
        {...DIGITS}
        error={form.messageFor('confirm', v.confirm === '' ? null : errors.confirm)}
        {...form.bind('confirm')}
      />
      <FormError id="withdraw-error" message={form.formError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={!canSubmit || pending}>
        {pending ? t('profile.saving') : t('security.submit')}
      </button>
    </form>
  );
}

/** Withdraw password: whether it is set (and any lock), then set it, or change or reset it. */
export function WithdrawPasswordSection() {
  const { t } = useTranslation();
  const state = useWithdrawPassword();
  const [mode, setMode] = useState<WithdrawMode | null>(null);
  const isSet = state.data?.isSet ?? false;
  const lockedUntil = state.data?.lockedUntil ?? null;
  const lockSecondsLeft = useSecondsLeft(lockedUntil ?? 0);

  const status = state.isPending ? (
    <Skeleton height={18} width={56} />
  ) : state.isError ? (
    t('profile.loadFailed')
  ) : (
    <span className={isSet ? 'status-on' : undefined}>
      {isSet ? t('security.withdraw.isSet') : t('security.withdraw.notSet')}
    </span>
  );

  const open = (m: WithdrawMode) => setMode(mode === m ? null : m);
  return (
    <Section id="withdraw" title={t('security.withdraw.title')} status={status}>
      {lockedUntil !== null && lockSecondsLeft > 0 && (
        <p className="error m-0" role="status">
          {t('security.withdraw.lockedUntil', { time: formatDateTime(lockedUntil) })}
        </p>
      )}
      {state.isSuccess && (
        <div className="row">
          {isSet ? (
            <>
              <button
                type="button"
                className="btn btn-secondary"
                aria-expanded={mode === 'update'}
                onClick={() => open('update')}
              >
                {t('security.withdraw.update')}
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                aria-expanded={mode === 'reset'}
                onClick={() => open('reset')}
              >
                {t('security.withdraw.reset')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              aria-expanded={mode === 'set'}
              onClick={() => open('set')}
            >
              {t('security.withdraw.setUp')}
            </button>
          )}
        </div>
      )}
      {mode && <WithdrawForm key={mode} mode={mode} onDone={() => setMode(null)} />}
    </Section>
  );
}
