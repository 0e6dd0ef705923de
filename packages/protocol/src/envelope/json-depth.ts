/** Deepest JSON nesting a request may carry (objects and arrays), gateway-wide (docs/protocol.md "Limits"). */
export const JSON_MAX_DEPTH = 32;

/**
 * True when the JSON text nests objects/arrays deeper than `maxDepth`. One linear pass over the
 * text that skips strings, run before `JSON.parse`, so a deeply nested body costs no parse and no
 * recursion. Does not validate the JSON: `JSON.parse` still does.
 */
export function jsonDepthExceeds(text: string, maxDepth: number = JSON_MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}
