import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarePage } from '@/components/ui/page.tsx';
import { paths } from '@/lib/paths.ts';
import { FormField } from '@/components/ui/form-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { loginPathFor, useThemeStore } from '@/lib/theme.ts';
import { codeError, emailError, phoneError } from '../account-forms.ts';
import { useDormantActivate } from '../api/dormant-activate.ts';
import { useDormantCheck } from '../api/dormant-check.ts';
import { useRuleForm } from '../hooks/use-rule-form.ts';
import { CodeRow } from './code-row.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import './account.css';

/** The login name handed over by the login screen in the history state (never in the address). */
function handedName(state: unknown): string {
  const name = (state as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : '';
}

/** The code form: the full bound phone or email (shown masked as a hint), its code, then activation. */
function ActivateForm({
  name,
  maskedPhone,
  maskedEmail,
  onDone,
}: {
  name: string;
  maskedPhone: string | null;
  maskedEmail: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<'phone' | 'email'>(maskedPhone ? 'phone' : 'email');
  const form = useRuleForm<'target' | 'code'>({ target: '', code: '' });
  const activate = useDormantActivate();
  const target = form.values.target.trim();
  const targetRule = channel === 'phone' ? phoneError(target, '86') : emailError(target);
  const codeRule = codeError(form.values.code);
  const hint = channel === 'phone' ? maskedPhone : maskedEmail;

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (codeRule || activate.isPending) return;
    activate.mutate(
      { name, code: form.values.code },
      { onSuccess: onDone, onError: (err) => form.refuse(err, t('profile.failed')) },
    );
  };

  return (
    <form className="stack" onSubmit={handleSubmit} noValidate>
      {maskedPhone && maskedEmail && (
        <fieldset className="row border-0 p-0 m-0">
          <legend className="muted mb-6">{t('dormant.channel')}</legend>
          {(['phone', 'email'] as const).map((c) => (
            <label key={c} className="row gap-4">
              <input
                type="radio"
                name="dormant-channel"
                checked={channel === c}
                onChange={() => setChannel(c)}
              />
              {c === 'phone' ? t('dormant.phone') : t('dormant.email')}
            </label>
          ))}
        </fieldset>
      )}
      <FormField
        id="dormant-target"
        label={channel === 'phone' ? t('dormant.phone') : t('dormant.email')}
        hint={t('dormant.targetHint', { masked: hint ?? '' })}
        type={channel === 'phone' ? 'tel' : 'email'}
        autoComplete={channel === 'phone' ? 'tel-national' : 'email'}
        maxLength={channel === 'phone' ? 13 : 128}
        required
        error={form.messageFor('target', targetRule)}
        {...form.bind('target')}
      />
      <CodeRow
        id="dormant-code"
        request={
          targetRule === null
            ? { channel, target, scene: 'dormant', ...(channel === 'phone' ? { areaCode: '86' } : {}) }
            : null
        }
        onSendError={(err) => form.refuse(err, t('profile.failed'))}
        error={form.messageFor('code', codeRule)}
        bind={form.bind('code')}
      />
      <FormError id="dormant-error" message={form.formError} />
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={codeRule !== null || activate.isPending}
      >
        {activate.isPending ? t('dormant.activating') : t('dormant.activate')}
      </button>
    </form>
  );
}

/**
 * /activate: a dormant member (login answered 10210) activates the account with a code to the bound phone
 * or email, then logs in again. Without a bound contact only customer service can help.
 */
export function DormantScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const search = location.search;
  const theme = useThemeStore((s) => s.theme);
  const name = handedName(location.state as unknown);
  const check = useDormantCheck(name);
  const loginPath = `${loginPathFor(theme)}${search}`;

  const handleDone = () => {
    toast(t('dormant.done'), { kind: 'success' });
    void navigate(loginPath, { replace: true });
  };

  let body;
  if (name === '' || (check.isSuccess && !check.data.dormant)) {
    body = (
      <p className="muted m-0" role="status" data-testid="dormant-none">
        {t('dormant.notDormant')}
      </p>
    );
  } else if (check.isPending) {
    body = (
      <div className="stack" aria-busy="true">
        <Skeleton height={44} />
        <Skeleton height={44} />
      </div>
    );
  } else if (check.isError) {
    body = (
      <div className="stack" role="alert">
        <p className="error m-0">{t('profile.failed')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void check.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (!check.data.maskedPhone && !check.data.maskedEmail) {
    body = (
      <div className="stack">
        <p className="m-0">{t('dormant.noContact')}</p>
        <Link className="btn btn-primary btn-block" to={paths.cs}>
          {t('me.customerService')}
        </Link>
      </div>
    );
  } else {
    body = (
      <ActivateForm
        name={name}
        maskedPhone={check.data.maskedPhone}
        maskedEmail={check.data.maskedEmail}
        onDone={handleDone}
      />
    );
  }

  return (
    <BarePage title={t('dormant.title')}>
      <div className="card stack">
        <h1 className="m-0 text-center">{t('dormant.title')}</h1>
        {name && (
          <p className="muted m-0" data-testid="dormant-intro">
            {t('dormant.intro', { name })}
          </p>
        )}
        {body}
        <Link className="btn btn-ghost btn-block" to={loginPath}>
          {t('dormant.backToLogin')}
        </Link>
      </div>
    </BarePage>
  );
}
