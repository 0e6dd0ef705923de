import { useState, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { puzzleQuery } from '../api/get-puzzle.ts';
import {
  CLICK_WORD_TARGETS,
  pictureDataUrl,
  pictureSize,
  toPicturePoint,
  type PicturePoint,
  type VerifyAnswer,
} from '../verify-model.ts';

interface ClickWordPanelProps {
  captchaId: string;
  onAnswer: (answer: VerifyAnswer | null) => void;
}

/** Anji stand-in (spec §4): click the requested characters on the picture, in order. */
export function ClickWordPanel({ captchaId, onAnswer }: ClickWordPanelProps) {
  const { t } = useTranslation();
  const puzzle = useQuery(puzzleQuery(captchaId, 'clickWord'));
  const [points, setPoints] = useState<PicturePoint[]>([]);

  const data = puzzle.data;
  const picture = data ? pictureSize(data.originalImageBase64) : null;
  if (puzzle.isError || (data && !picture)) return <p className="verify-error">{t('verify.loadFailed')}</p>;
  if (!data || !picture) {
    return <div className="verify-panel skeleton" role="status" aria-label={t('verify.loading')} />;
  }
  const words = data.wordList ?? [];

  const handleClick = (e: MouseEvent<HTMLDivElement>) => {
    if (points.length >= CLICK_WORD_TARGETS) return;
    const point = toPicturePoint(
      { x: e.clientX, y: e.clientY },
      e.currentTarget.getBoundingClientRect(),
      picture,
    );
    const next = [...points, point];
    setPoints(next);
    onAnswer(next.length === CLICK_WORD_TARGETS ? { kind: 'anji', token: data.token, points: next } : null);
  };
  const handleReset = () => {
    setPoints([]);
    onAnswer(null);
  };

  return (
    <div className="verify-panel">
      <p className="verify-hint verify-words">
        {t('verify.clickHint', { words: words.map((w) => `“${w}”`).join(' ') })}
      </p>
      <div
        className="verify-picture verify-click-picture"
        style={{ aspectRatio: `${picture.width} / ${picture.height}` }}
        data-testid="verify-click-picture"
        onClick={handleClick}
      >
        <img src={pictureDataUrl(data.originalImageBase64)} alt={t('verify.clickPicture')} />
        {points.map((p, i) => (
          <span
            key={i}
            className="verify-mark"
            aria-hidden="true"
            style={{ left: `${(p.x / picture.width) * 100}%`, top: `${(p.y / picture.height) * 100}%` }}
          >
            {i + 1}
          </span>
        ))}
      </div>
      <div className="row verify-row">
        <span className="muted verify-hint" aria-live="polite">
          {t('verify.clickProgress', { done: points.length, total: CLICK_WORD_TARGETS })}
        </span>
        <button type="button" className="btn btn-ghost" onClick={handleReset} disabled={points.length === 0}>
          {t('verify.clickReset')}
        </button>
      </div>
    </div>
  );
}
