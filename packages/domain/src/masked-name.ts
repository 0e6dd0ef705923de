/**
 * A login name as others see it in a public list (a room's gift ranking, a crash round's players): the
 * first two and the last character kept (`demo` → `de***o`; three characters or fewer keep only the
 * first), so no public list discloses the name someone logs in with.
 */
export function maskLoginName(name: string): string {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ''}**`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1) ?? ''}`;
}
