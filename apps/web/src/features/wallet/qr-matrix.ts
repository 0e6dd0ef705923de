import qrcode from 'qrcode-generator';

/** A QR code as rows of dark (true) and light modules. */
export type QrMatrix = readonly (readonly boolean[])[];

/**
 * The modules of a QR code for `text` (qrcode-generator; smallest version that fits, error correction
 * M, which survives a screenshot or a slightly dirty screen). UTF-8 bytes, so any link or address fits.
 */
export function qrMatrix(text: string): QrMatrix {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => code.isDark(row, col)),
  );
}

/**
 * One SVG path of every dark module, one unit square each, shifted by the quiet zone (`margin`
 * modules). Drawn as React elements, never as markup text.
 */
export function qrPath(matrix: QrMatrix, margin: number): string {
  const parts: string[] = [];
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + margin} ${y + margin}h1v1h-1z`);
    }),
  );
  return parts.join('');
}
