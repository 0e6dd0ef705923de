import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { puzzleQuery } from '../api/get-puzzle.ts';
import { nextSliderValue, pictureDataUrl, pictureSize, type VerifyAnswer } from '../verify-model.ts';

interface SliderPanelProps {
  captchaId: string;
  onAnswer: (answer: VerifyAnswer | null) => void;
  onSubmit: () => void;
}

/**
 * AFS stand-in (spec §4): slide the piece into the gap. Pointer drag or keyboard (arrows, Page
 * Up/Down, Home/End; Enter submits). The value is the piece's left edge in picture pixels.
 */
export function SliderPanel({ captchaId, onAnswer, onSubmit }: SliderPanelProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const puzzle = useQuery(puzzleQuery(captchaId, 'blockPuzzle'));
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerX: number; startValue: number } | null>(null);
  const [value, setValue] = useState(0);

  const data = puzzle.data;
  const picture = data ? pictureSize(data.originalImageBase64) : null;
  const piece = data?.jigsawImageBase64 ? pictureSize(data.jigsawImageBase64) : null;
  if (puzzle.isError || (data && (!picture || !piece))) {
    return <p className="verify-error">{t('verify.loadFailed')}</p>;
  }
  if (!data || !picture || !piece || !data.jigsawImageBase64) {
    return <div className="verify-panel skeleton" role="status" aria-label={t('verify.loading')} />;
  }
  const max = picture.width - piece.width;
  const pct = (n: number) => `${(n / picture.width) * 100}%`;

  const move = (next: number) => {
    const clamped = Math.round(Math.min(max, Math.max(0, next)) * 10) / 10;
    setValue(clamped);
    onAnswer({ kind: 'afs', token: data.token, x: clamped });
  };

  const handleKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onSubmit();
      return;
    }
    const next = nextSliderValue(e.key, e.shiftKey, value, max);
    if (next === null) return;
    e.preventDefault();
    move(next);
  };

  const handlePointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { pointerX: e.clientX, startValue: value };
  };
  const handlePointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const width = trackRef.current?.getBoundingClientRect().width ?? 0;
    if (!start || width <= 0) return;
    move(start.startValue + (e.clientX - start.pointerX) * (picture.width / width));
  };
  const handlePointerUp = () => {
    drag.current = null;
  };

  return (
    <div className="verify-panel">
      <div className="verify-picture" style={{ aspectRatio: `${picture.width} / ${picture.height}` }}>
        <img src={pictureDataUrl(data.originalImageBase64)} alt={t('verify.puzzleAlt')} />
        <img
          className="verify-piece"
          src={pictureDataUrl(data.jigsawImageBase64)}
          alt=""
          style={{ left: pct(value), width: pct(piece.width) }}
        />
      </div>
      <div className="verify-track" ref={trackRef}>
        <div className="verify-track-fill" style={{ width: pct(value + piece.width) }} />
        <div
          className="verify-handle"
          role="slider"
          tabIndex={0}
          aria-label={t('verify.sliderLabel')}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(value)}
          aria-orientation="horizontal"
          data-testid="verify-slider-handle"
          style={{ left: pct(value), width: pct(piece.width) }}
          onKeyDown={handleKeyDown}
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerUp}
          onPointerCancel={handlePointerUp}
        >
          <span aria-hidden="true">⇆</span>
        </div>
      </div>
      <p id={hintId} className="muted verify-hint">
        {t('verify.sliderHint')}
      </p>
    </div>
  );
}
