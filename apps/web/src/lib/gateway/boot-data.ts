/**
 * The visitor answers the server put into the page (`<script type="application/json" id="boot-data">`,
 * apps/server/src/plugins/boot-data.ts): home's first screen paints from them before the gateway's
 * code or handshake, and the query cache is seeded with them (features/home/api/seed-home.ts). Kept
 * free of the gateway and zod: the first paint reads it.
 */
interface BootBlock {
  at: number;
  answers: Record<string, { input: unknown; data: unknown } | undefined>;
}

let block: BootBlock | null | undefined;

function readBlock(): BootBlock | null {
  if (block !== undefined) return block;
  block = null;
  try {
    const text = document.getElementById('boot-data')?.textContent;
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (parsed && typeof parsed === 'object' && 'answers' in parsed && 'at' in parsed)
      block = parsed as BootBlock;
  } catch {
    // A page without a readable block simply loads home through the gateway.
  }
  return block;
}

/**
 * The page's answer of a call made with exactly this input, and the server time it was made; undefined
 * when the page has none. The data was checked by the call's output schema on the server; the seeding
 * checks it again with the same schema before the cache takes it.
 */
export function bootAnswer(callId: string, input: unknown): { data: unknown; at: number } | undefined {
  const found = readBlock();
  const answer = found?.answers[callId];
  if (!found || !answer || JSON.stringify(answer.input) !== JSON.stringify(input)) return undefined;
  return { data: answer.data, at: found.at };
}
