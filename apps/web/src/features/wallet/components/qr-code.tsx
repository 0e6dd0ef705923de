import { useMemo } from 'react';
import { qrMatrix, qrPath } from '../qr-matrix.ts';
import './wallet.css';

/** Light modules around the code, as the QR standard asks, so phone cameras find its edges. */
const QUIET_ZONE = 4;

/**
 * A scannable QR code of `text`, drawn as one SVG path. Dark on white whatever the theme: scanners
 * need the contrast. `data-qr-text` carries the encoded text for tests and assistive tooling.
 */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const matrix = useMemo(() => qrMatrix(text), [text]);
  const box = matrix.length + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
      data-testid="pay-qr"
      data-qr-text={text}
      data-qr-modules={matrix.length}
      className="qr-code"
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={qrPath(matrix, QUIET_ZONE)} fill="#000" />
    </svg>
  );
}
