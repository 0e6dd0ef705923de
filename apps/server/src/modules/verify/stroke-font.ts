/** One stroke of a glyph: the points a pen passes through, on the font's grid. */
export type Stroke = (readonly [number, number])[];

/**
 * Reads a stroke font written compactly: per character, points `x,y` separated by spaces, strokes
 * separated by `|` (the image-code letters and the click-word characters are both written so).
 */
export function parseStrokeFont(
  glyphs: Readonly<Record<string, string>>,
): Readonly<Record<string, readonly Stroke[]>> {
  return Object.fromEntries(
    Object.entries(glyphs).map(([ch, glyph]) => [
      ch,
      glyph.split('|').map((stroke) =>
        stroke.split(' ').map((point) => {
          const [x = 0, y = 0] = point.split(',').map(Number);
          return [x, y] as const;
        }),
      ),
    ]),
  );
}
