import { useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarePage } from '@/components/ui/page.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { loginPathFor, useThemeStore } from '@/lib/theme.ts';
import { FORGOT_CHANNELS, type ForgotChannel, type ForgotIdentityValues } from '../forgot-password-form.ts';
import { CodeStep, IdentityStep, NewPasswordStep, type ForgotSent } from './forgot-steps.tsx';

const EMPTY: ForgotIdentityValues = { name: '', phone: '', email: '' };
const STEP_LABELS = ['forgot.steps.one', 'forgot.steps.two', 'forgot.steps.three'] as const;

/** Where the flow is: identifying (One), the code (Two), the new password (Three), or a gone ticket. */
type Flow =
  | { step: 1 }
  | { step: 2; sent: ForgotSent; resendAt: number }
  | { step: 3; sent: ForgotSent; ticket: string }
  | { step: 'gone' };

/** "1 验证身份 · 2 输入验证码 · 3 设置新密码", the current step marked for assistive technology. */
function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <ol
      aria-label={t('forgot.steps.label')}
      className="row list-plain gap-6 justify-center flex-wrap"
      data-testid="forgot-steps"
    >
      {STEP_LABELS.map((label, i) => {
        const active = i + 1 === current;
        return (
          <li
            key={label}
            aria-current={active ? 'step' : undefined}
            className={active ? 'fw-700' : 'muted fw-400'}
          >
            {i > 0 && <span aria-hidden="true">· </span>}
            {i + 1} {t(label)}
          </li>
        );
      })}
    </ol>
  );
}

/** /forgot: recover the password by phone or email in three steps (spec §7). */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const theme = useThemeStore((s) => s.theme);
  const loginPath = `${loginPathFor(theme)}${search}`;
  const [channel, setChannel] = useState<ForgotChannel>('phone');
  const [flow, setFlow] = useState<Flow>({ step: 1 });
  // Step One's values survive a restart, so starting again does not mean typing everything again.
  const [lastValues, setLastValues] = useState(EMPTY);

  const tabId = (c: ForgotChannel) => `forgot-tab-${c}`;
  const handleTabKeys = (e: KeyboardEvent) => {
    const i = FORGOT_CHANNELS.indexOf(channel);
    const n = FORGOT_CHANNELS.length;
    const next =
      e.key === 'ArrowRight'
        ? FORGOT_CHANNELS[(i + 1) % n]
        : e.key === 'ArrowLeft'
          ? FORGOT_CHANNELS[(i - 1 + n) % n]
          : e.key === 'Home'
            ? FORGOT_CHANNELS[0]
            : e.key === 'End'
              ? FORGOT_CHANNELS[n - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    setChannel(next);
    document.getElementById(tabId(next))?.focus();
  };

  const handleSent = (sent: ForgotSent) => {
    setLastValues(sent.values);
    setFlow({ step: 2, sent, resendAt: Date.now() + sent.cooldownSeconds * 1000 });
  };

  const handleDone = () => {
    toast(t('forgot.done'), { kind: 'success' });
    void navigate(loginPath, { replace: true });
  };

  const gone = () => setFlow({ step: 'gone' });

  let body;
  if (flow.step === 1) {
    body = (
      <>
        <div role="tablist" aria-label={t('forgot.channels.label')} className="row" onKeyDown={handleTabKeys}>
          {FORGOT_CHANNELS.map((c) => (
            <button
              key={c}
              type="button"
              role="tab"
              id={tabId(c)}
              aria-selected={c === channel}
              aria-controls="forgot-panel"
              tabIndex={c === channel ? 0 : -1}
              className={c === channel ? 'btn btn-primary grow' : 'btn btn-secondary grow'}
              onClick={() => setChannel(c)}
            >
              {t(`forgot.channels.${c}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="forgot-panel" aria-labelledby={tabId(channel)}>
          <IdentityStep channel={channel} initial={lastValues} onSent={handleSent} />
        </div>
      </>
    );
  } else if (flow.step === 2) {
    body = (
      <CodeStep
        sent={flow.sent}
        resendAt={flow.resendAt}
        onResent={(sent) => setFlow({ step: 2, sent, resendAt: Date.now() + sent.cooldownSeconds * 1000 })}
        onVerified={(ticket) => setFlow({ step: 3, sent: flow.sent, ticket })}
        onGone={gone}
      />
    );
  } else if (flow.step === 3) {
    body = <NewPasswordStep sent={flow.sent} ticket={flow.ticket} onDone={handleDone} onGone={gone} />;
  } else {
    body = (
      <div className="stack">
        <p className="error m-0" role="alert" data-testid="forgot-gone">
          {t('forgot.expired')}
        </p>
        <button type="button" className="btn btn-primary btn-block" onClick={() => setFlow({ step: 1 })}>
          {t('forgot.restart')}
        </button>
      </div>
    );
  }

  return (
    <BarePage title={t('forgot.title')}>
      <div className="card stack">
        <h1 className="m-0 text-center">{t('forgot.title')}</h1>
        <StepIndicator current={flow.step === 'gone' ? 1 : flow.step} />
        {body}
        <Link className="btn btn-ghost btn-block" to={loginPath}>
          {t('forgot.backToLogin')}
        </Link>
      </div>
    </BarePage>
  );
}
