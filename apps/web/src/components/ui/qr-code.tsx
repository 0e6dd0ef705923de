import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

const MARGIN = 2;

/** The dark modules of a QR code for `text` as one SVG path (error correction M, UTF-8 bytes). */
function qrPath(text: string): { size: number; path: string } {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const parts: string[] = [];
  for (let y = 0; y < count; y += 1)
    for (let x = 0; x < count; x += 1)
      if (code.isDark(y, x)) parts.push(`M${x + MARGIN} ${y + MARGIN}h1v1h-1z`);
  return { size: count + 2 * MARGIN, path: parts.join('') };
}

/**
 * A QR code drawn as React SVG elements (never markup text); `className` sizes it in its screen.
 * The deposit screens draw theirs with quiet zone and test hooks (wallet/components/qr-code.tsx).
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      {/* Black on white whatever the theme: scanners read dark modules on a light ground. */}
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
