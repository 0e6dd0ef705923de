import { useState, type FormEvent } from 'react';
import { PHONE_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@arena/domain';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/form-error.tsx';
import { useForgotOne, useForgotThree, useForgotTwo, type ForgotIdentity } from '../api/forgot-password.ts';
import {
  AREA_CODES,
  CODE_LENGTH,
  codeError,
  codeServerError,
  identityErrors,
  identityPayload,
  identityServerError,
  isTicketGone,
  newPasswordErrors,
  newPasswordServerError,
  type ForgotChannel,
  type ForgotIdentityField,
  type ForgotIdentityValues,
  type ForgotPasswordField,
  type ForgotRuleMessage,
} from '../forgot-password-form.ts';
import { useFormState } from '@/lib/use-form-state.ts';
import { AreaCodeSelect } from '@/components/ui/area-code-select.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { useSecondsLeft } from '@/components/ui/use-seconds-left.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { ruleParams } from '@/lib/rule-params.ts';

/** What step One hands on: the call's input (for a resend) and the server's answer. */
export interface ForgotSent {
  identity: ForgotIdentity;
  values: ForgotIdentityValues;
  ticket: string;
  maskedTarget: string;
  cooldownSeconds: number;
}

/** Step One: the user name and the channel's phone (with area code) or email, then send a code. */
export function IdentityStep({
  channel,
  initial,
  onSent,
}: {
  channel: ForgotChannel;
  initial: ForgotIdentityValues;
  onSent: (sent: ForgotSent) => void;
}) {
  const { t } = useTranslation();
  const form = useFormState<ForgotIdentityField>(initial);
  const { values, setRefusal: setServerError, bind } = form;
  const [areaCode, setAreaCode] = useState<string>(AREA_CODES[0]);
  const one = useForgotOne();
  const { name, contact, canSubmit } = identityErrors(values, channel, areaCode);
  // Only the phone length interpolates (its range); the other rules ignore the values.
  const ruleText = (rule: ForgotRuleMessage | null) => (rule ? t(rule.key, ruleParams(rule.params)) : null);
  // The contact's rule speaks once something was typed; the server's refusal on it always.
  const contactMessage = (field: 'phone' | 'email') =>
    form.messageFor(field, null) ?? (values[field] !== '' ? ruleText(contact) : null);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit || one.isPending) return;
    setServerError(null);
    const identity = identityPayload(values, channel, areaCode);
    one.mutate(identity, {
      onSuccess: (answer) => onSent({ identity, values, ...answer }),
      onError: (err) =>
        setServerError(
          identityServerError(err, { mismatch: t('forgot.mismatch'), fallback: t('forgot.failed') }),
        ),
    });
  };

  return (
    <form className="stack" onSubmit={handleSubmit} noValidate aria-describedby="forgot-one-error">
      <FormField
        id="forgot-name"
        label={t('forgot.name')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={USERNAME_MAX_LENGTH}
        required
        error={form.messageFor('name', name)}
        {...bind('name')}
      />
      {channel === 'phone' ? (
        <div className="row items-start gap-8">
          <div className="field flex-none">
            <label htmlFor="forgot-area-code">{t('forgot.areaCode')}</label>
            <AreaCodeSelect id="forgot-area-code" name="areaCode" value={areaCode} onChange={setAreaCode} />
          </div>
          <div className="grow">
            <FormField
              id="forgot-phone"
              label={t('forgot.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PHONE_MAX_LENGTH}
              required
              error={contactMessage('phone')}
              {...bind('phone')}
            />
          </div>
        </div>
      ) : (
        <FormField
          id="forgot-email"
          label={t('forgot.email')}
          type="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={128}
          required
          error={contactMessage('email')}
          {...bind('email')}
        />
      )}
      <FormError id="forgot-one-error" message={form.formError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={!canSubmit || one.isPending}>
        {one.isPending ? t('forgot.sending') : t('forgot.next')}
      </button>
    </form>
  );
}

/** Step Two: the code sent to the masked target, with a resend (step One again) after the cooldown. */
export function CodeStep({
  sent,
  resendAt,
  onResent,
  onVerified,
  onGone,
}: {
  sent: ForgotSent;
  resendAt: number;
  onResent: (sent: ForgotSent) => void;
  onVerified: (ticket: string) => void;
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormState<'code'>({ code: '' });
  const { values, setRefusal: setServerError, bind } = form;
  const two = useForgotTwo();
  const one = useForgotOne();
  const secondsLeft = useSecondsLeft(resendAt);
  const rule = codeError(values.code);
  const codeMessage = form.messageFor('code', null) ?? (values.code !== '' && rule ? t(rule.key) : null);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (rule || two.isPending) return;
    setServerError(null);
    two.mutate(
      { channel: sent.identity.channel, ticket: sent.ticket, code: values.code },
      {
        onSuccess: (answer) => onVerified(answer.ticket),
        onError: (err) =>
          isTicketGone(err)
            ? onGone()
            : setServerError(
                codeServerError(err, { wrong: t('forgot.codeWrong'), fallback: t('forgot.failed') }),
              ),
      },
    );
  };

  const handleResend = () => {
    if (secondsLeft > 0 || one.isPending) return;
    setServerError(null);
    one.mutate(sent.identity, {
      onSuccess: (answer) => onResent({ ...sent, ...answer }),
      onError: (err) =>
        setServerError({
          field: 'form',
          message: identityServerError(err, { mismatch: t('forgot.mismatch'), fallback: t('forgot.failed') })
            .message,
        }),
    });
  };

  return (
    <form className="stack" onSubmit={handleSubmit} noValidate aria-describedby="forgot-two-error">
      <p data-testid="forgot-sent-to" className="m-0">
        {t('forgot.sentTo', { target: sent.maskedTarget })}
      </p>
      <FormField
        id="forgot-code"
        label={t('forgot.code')}
        hint={t('forgot.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        required
        error={codeMessage}
        {...bind('code')}
      />
      <button
        type="button"
        className="btn btn-secondary btn-block"
        disabled={secondsLeft > 0 || one.isPending}
        onClick={handleResend}
        data-testid="forgot-resend"
      >
        {secondsLeft > 0
          ? t('forgot.resendIn', { seconds: secondsLeft })
          : one.isPending
            ? t('forgot.sending')
            : t('forgot.resend')}
      </button>
      <FormError id="forgot-two-error" message={form.formError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={rule !== null || two.isPending}>
        {two.isPending ? t('forgot.verifying') : t('forgot.verify')}
      </button>
    </form>
  );
}

/** Step Three: the new password by the spec §5 rule (against the account's name) and its confirmation. */
export function NewPasswordStep({
  sent,
  ticket,
  onDone,
  onGone,
}: {
  sent: ForgotSent;
  ticket: string;
  onDone: () => void;
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormState<ForgotPasswordField>({ password: '', confirm: '' });
  const { values, setRefusal: setServerError, bind } = form;
  const three = useForgotThree();
  const name = sent.identity.input.name;
  const { errors, canSubmit } = newPasswordErrors(values, name);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit || three.isPending) return;
    setServerError(null);
    three.mutate(
      { channel: sent.identity.channel, ticket, name, password: values.password },
      {
        onSuccess: onDone,
        onError: (err) =>
          isTicketGone(err) ? onGone() : setServerError(newPasswordServerError(err, t('forgot.failed'))),
      },
    );
  };

  return (
    <form className="stack" onSubmit={handleSubmit} noValidate aria-describedby="forgot-three-error">
      <NewPasswordFields
        ids={{ password: 'forgot-password', confirm: 'forgot-confirm' }}
        labels={{ password: t('forgot.newPassword'), confirm: t('forgot.confirm') }}
        errors={{
          password: form.messageFor('password', errors.password),
          confirm: form.messageFor('confirm', errors.confirm),
        }}
        bind={bind}
      />
      <FormError id="forgot-three-error" message={form.formError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={!canSubmit || three.isPending}>
        {three.isPending ? t('forgot.submitting') : t('forgot.submit')}
      </button>
    </form>
  );
}
