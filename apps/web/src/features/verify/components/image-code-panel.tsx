import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { captchaImageQuery } from '../api/get-captcha-image.ts';
import { IMAGE_CODE_LENGTH, type VerifyAnswer } from '../verify-model.ts';

interface ImageCodePanelProps {
  captchaId: string;
  onAnswer: (answer: VerifyAnswer | null) => void;
  onSubmit: () => void;
  onRefresh: () => void;
}

/** Image code (spec §4): the server's picture, a refresh button and the 4-character field. */
export function ImageCodePanel({ captchaId, onAnswer, onSubmit, onRefresh }: ImageCodePanelProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const image = useQuery(captchaImageQuery(captchaId));
  const [code, setCode] = useState('');

  const handleChange = (value: string) => {
    const next = value.replace(/\s/g, '').toUpperCase().slice(0, IMAGE_CODE_LENGTH);
    setCode(next);
    onAnswer(next.length === IMAGE_CODE_LENGTH ? { kind: 'image', code: next } : null);
  };

  return (
    <form
      className="verify-panel"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (code.length === IMAGE_CODE_LENGTH) onSubmit();
      }}
    >
      <div className="verify-image-row">
        {image.data ? (
          <img src={image.data} alt={t('verify.imageAlt')} data-testid="verify-image" />
        ) : (
          <div className="skeleton" role="status" aria-label={t('verify.loading')} />
        )}
        <button type="button" className="btn btn-secondary" onClick={onRefresh}>
          {t('verify.refresh')}
        </button>
      </div>
      {image.isError && <p className="verify-error">{t('verify.loadFailed')}</p>}
      <label className="field" htmlFor={inputId}>
        <span>{t('verify.imageLabel')}</span>
        <input
          id={inputId}
          data-testid="verify-image-input"
          value={code}
          onChange={(e) => handleChange(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          maxLength={IMAGE_CODE_LENGTH}
          required
        />
      </label>
    </form>
  );
}
