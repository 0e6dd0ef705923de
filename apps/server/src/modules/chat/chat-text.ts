/** Longest message after trimming (the catalogue caps the raw text at 200 too). */
export const CHAT_TEXT_MAX = 200;

/*
 * C0/C1 control characters, and the bidirectional overrides and isolates that would let a line
 * visually reorder the lines after it. Newlines are refused too: a chat line is one line.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** The text to store (trimmed), or the Chinese reason it is refused. Stored and shown as plain text. */
export function checkChatText(raw: string): { ok: true; text: string } | { ok: false; reason: string } {
  const text = raw.trim();
  if (text.length === 0) return { ok: false, reason: '消息不能为空' };
  if ([...text].length > CHAT_TEXT_MAX) return { ok: false, reason: `消息不能超过${CHAT_TEXT_MAX}个字` };
  if (FORBIDDEN.test(text)) return { ok: false, reason: '消息含有不支持的字符' };
  return { ok: true, text };
}
