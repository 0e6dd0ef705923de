/** FNV-1a hash of a text, as an unsigned 32-bit integer: stable seeds for drawn art and seeded randomness. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
