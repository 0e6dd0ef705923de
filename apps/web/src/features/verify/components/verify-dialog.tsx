import { useId, useState, type KeyboardEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VerifyTypes } from '@arena/domain';
import { Dialog } from '@/components/ui/dialog.tsx';
import { challengeQuery } from '../api/open-challenge.ts';
import { submitAnswer } from '../api/submit-answer.ts';
import { cancelVerification, completeVerification, useVerifyStore } from '../stores/verify-store.ts';
import {
  describeFailure,
  enabledKinds,
  type VerifyAnswer,
  type VerifyFailure,
  type VerifyKind,
} from '../verify-model.ts';
import { ClickWordPanel } from './click-word-panel.tsx';
import { ImageCodePanel } from './image-code-panel.tsx';
import { SliderPanel } from './slider-panel.tsx';
import './verify-dialog.css';

const TAB_LABELS = {
  image: 'verify.tabImage',
  afs: 'verify.tabAfs',
  anji: 'verify.tabAnji',
} as const satisfies Record<VerifyKind, string>;

interface VerifyDialogProps {
  types: VerifyTypes;
  /** Which opening of the dialog this is: a new one opens a new challenge. */
  opening: number;
}

/**
 * The security verification dialog (spec §4): one tab per enabled type, the answer checked by the
 * server, and on success the verify ticket handed to the waiting request. Closing resolves it with
 * null (the request then fails with the close tip). Lazy-loaded by {@link VerifyHost}.
 */
export function VerifyDialog({ types, opening }: VerifyDialogProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [round, setRound] = useState(0);
  const challenge = useQuery(challengeQuery(opening, round));
  const kinds = enabledKinds(types, challenge.data);
  const [picked, setPicked] = useState<VerifyKind>(kinds[0] ?? 'image');
  const active = kinds.includes(picked) ? picked : (kinds[0] ?? 'image');
  const [answer, setAnswer] = useState<VerifyAnswer | null>(null);
  // Bumped after a failed try: the panel remounts with an empty field, slider or clicks.
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<VerifyFailure | null>(null);

  const submit = useMutation({
    mutationFn: (v: { captchaId: string; answer: VerifyAnswer }) =>
      submitAnswer(v.captchaId, v.answer, useVerifyStore.getState().scope),
    onSuccess: (ticket) => completeVerification(ticket),
    onError: (err, v) => {
      const next = describeFailure(err, v.answer.kind);
      setFailure(next);
      setAnswer(null);
      if (next.renew) setRound((r) => r + 1);
      else setAttempt((a) => a + 1);
    },
  });

  const captchaId = challenge.data?.captchaId;
  const handleSubmit = () => {
    if (!captchaId || !answer || submit.isPending) return;
    setFailure(null);
    submit.mutate({ captchaId, answer });
  };
  const handleRefresh = () => {
    setFailure(null);
    setAnswer(null);
    setRound((r) => r + 1);
  };
  const handlePick = (kind: VerifyKind) => {
    setPicked(kind);
    setAnswer(null);
    setFailure(null);
  };
  const tabId = (kind: VerifyKind) => `${ids}-tab-${kind}`;
  const handleTabKeys = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = kinds[(kinds.indexOf(active) + step + kinds.length) % kinds.length] ?? active;
    handlePick(next);
    document.getElementById(tabId(next))?.focus();
  };

  const panelKey = `${captchaId ?? ''}-${attempt}`;
  let panel;
  if (challenge.isError) {
    panel = (
      <div className="verify-panel">
        <p className="verify-error">{t('verify.loadFailed')}</p>
        <button type="button" className="btn btn-secondary" onClick={handleRefresh}>
          {t('verify.refresh')}
        </button>
      </div>
    );
  } else if (!captchaId) {
    panel = <div className="verify-panel skeleton" role="status" aria-label={t('verify.loading')} />;
  } else if (active === 'image') {
    panel = (
      <ImageCodePanel
        key={panelKey}
        captchaId={captchaId}
        onAnswer={setAnswer}
        onSubmit={handleSubmit}
        onRefresh={handleRefresh}
      />
    );
  } else if (active === 'afs') {
    panel = <SliderPanel key={panelKey} captchaId={captchaId} onAnswer={setAnswer} onSubmit={handleSubmit} />;
  } else {
    panel = <ClickWordPanel key={panelKey} captchaId={captchaId} onAnswer={setAnswer} />;
  }

  return (
    <Dialog
      title={t('verify.title')}
      onDismiss={cancelVerification}
      actions={
        <>
          <button
            type="button"
            className="btn btn-secondary"
            data-testid="verify-close"
            onClick={cancelVerification}
          >
            {t('verify.close')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            data-testid="verify-submit"
            disabled={!captchaId || !answer || submit.isPending}
            onClick={handleSubmit}
          >
            {submit.isPending ? t('verify.submitting') : t('verify.submit')}
          </button>
        </>
      }
    >
      {kinds.length > 1 && (
        <div role="tablist" aria-label={t('verify.tabs')} className="verify-tabs" onKeyDown={handleTabKeys}>
          {kinds.map((kind) => (
            <button
              key={kind}
              type="button"
              role="tab"
              id={tabId(kind)}
              aria-selected={kind === active}
              aria-controls={`${ids}-panel`}
              tabIndex={kind === active ? 0 : -1}
              onClick={() => handlePick(kind)}
            >
              {t(TAB_LABELS[kind])}
            </button>
          ))}
        </div>
      )}
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={kinds.length > 1 ? tabId(active) : undefined}>
        {panel}
      </div>
      <p className="verify-error" role="alert" data-testid="verify-error">
        {failure ? t(failure.key) : ''}
        {failure?.remaining !== undefined ? ` ${t('verify.remaining', { n: failure.remaining })}` : ''}
      </p>
    </Dialog>
  );
}
