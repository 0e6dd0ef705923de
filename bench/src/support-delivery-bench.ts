import { catalogue, type SupportLine } from '@arena/protocol';
import { createTestApp, type TestApp } from '../../apps/server/test/test-app.ts';
import { countConversationStatements, newOperator, ops } from '../../apps/server/test/support-helpers.ts';
import type { BenchResult } from './bench-result.ts';

const CONVERSATIONS = Number(process.env.SUPPORT_BENCH_CONVERSATIONS ?? 200);
const MESSAGES = Number(process.env.SUPPORT_BENCH_MESSAGES ?? 400);
const PER_SECOND = Number(process.env.SUPPORT_BENCH_RATE ?? 50);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Conv {
  id: string;
  device: string;
}

/**
 * Support-chat delivery (docs/customer-service.md): CONVERSATIONS open conversations between visitors and
 * one operator, each side holding its long-poll (2 × CONVERSATIONS held calls). MESSAGES lines are sent
 * at PER_SECOND, alternately by the operator and by the visitor, through the real calls (envelope,
 * checks, insert); delivery = from the send call's start until the other side's held poll answered
 * with the line. Also counts the statements reading and writing the conversation rows meanwhile (the
 * senders' read receipts included), per line sent.
 */
export async function runSupportDeliveryBench(): Promise<BenchResult[]> {
  const t: TestApp = await createTestApp();
  try {
    const op = await newOperator(t, 'bench');
    const convs: Conv[] = [];
    for (let i = 0; i < CONVERSATIONS; i += 1) {
      const device = `bench-visitor-${i}-${Date.now()}`;
      const sent = await t.call(catalogue.support.send, { text: '开始' }, { headers: { deviceId: device } });
      const id = (sent.data as { conversation: { id: string } }).conversation.id;
      await ops(t, op.token, 'POST', `/conversations/${id}/take`);
      convs.push({ id, device });
    }
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let stopping = false;
    let answers = 0;
    const arrived = (lines: readonly SupportLine[]) => {
      const now = performance.now();
      for (const line of lines) {
        const start = sentAt.get(line.text);
        if (start !== undefined) {
          latencies.push(now - start);
          sentAt.delete(line.text);
        }
      }
    };
    const visitorPoll = async (c: Conv) => {
      let after = '0';
      let version = 0;
      while (!stopping) {
        const res = await t.call(
          catalogue.support.lines,
          { after, version, wait: version !== 0, read: true },
          { headers: { deviceId: c.device } },
        );
        answers += 1;
        const data = res.data as { lines: SupportLine[]; conversation: { version: number } | null };
        arrived(data.lines.filter((l) => l.sender === 'operator'));
        after = data.lines.at(-1)?.id ?? after;
        version = data.conversation?.version ?? version;
      }
    };
    const operatorPoll = async (c: Conv) => {
      let after = '0';
      let version = 0;
      while (!stopping) {
        const res = await ops(
          t,
          op.token,
          'GET',
          `/conversations/${c.id}/lines?after=${after}&version=${version}&wait=${version ? 1 : 0}`,
        );
        answers += 1;
        const data = res.data as { lines: SupportLine[]; conversation: { version: number } };
        arrived(data.lines.filter((l) => l.sender === 'customer'));
        after = data.lines.at(-1)?.id ?? after;
        version = data.conversation.version;
      }
    };
    const polls = convs.flatMap((c) => [visitorPoll(c), operatorPoll(c)]);
    // Every poll is held once the first answers and their read receipts have settled: no answer for
    // half a second (on a busy machine that takes longer than the 1.5 s it takes on a quiet one).
    await sleep(1500);
    for (let seen = -1, waited = 0; seen !== answers && waited < 30_000; waited += 500) {
      seen = answers;
      await sleep(500);
    }

    const counted = countConversationStatements(t.db);
    const sends: Promise<unknown>[] = [];
    for (let n = 0; n < MESSAGES; n += 1) {
      const c = convs[n % convs.length] as Conv;
      const text = `bench ${n}`;
      sentAt.set(text, performance.now());
      sends.push(
        n % 2 === 0
          ? ops(t, op.token, 'POST', `/conversations/${c.id}/send`, { text })
          : t.call(catalogue.support.send, { text }, { headers: { deviceId: c.device } }),
      );
      await sleep(1000 / PER_SECOND);
    }
    await Promise.all(sends);
    for (let wait = 0; wait < 50 && sentAt.size > 0; wait += 1) await sleep(100);
    await sleep(500); // the last lines' read receipts
    counted.stop();
    const lost = sentAt.size;
    stopping = true;
    // Wake every held poll so the loops end.
    await Promise.all(
      convs.map((c) => ops(t, op.token, 'POST', `/conversations/${c.id}/send`, { text: '结束' })),
    );
    await Promise.all(
      convs.map((c) => t.call(catalogue.support.send, { text: '结束' }, { headers: { deviceId: c.device } })),
    );
    await Promise.all(polls);

    const sorted = [...latencies].sort((a, b) => a - b);
    return [
      {
        name: `support delivery p50 (${CONVERSATIONS} open conversations, both sides long-polling)`,
        value: round(percentile(sorted, 50)),
        unit: 'ms',
      },
      { name: 'support delivery p95', value: round(percentile(sorted, 95)), unit: 'ms' },
      { name: 'support delivery p99', value: round(percentile(sorted, 99)), unit: 'ms', budget: 100 },
      { name: 'support lines not delivered within 5 s', value: lost, unit: 'lines', budget: 0 },
      {
        name: 'reads of the conversation row per line (receipts included)',
        value: round(counted.counts.reads / MESSAGES),
        unit: 'reads',
      },
      {
        name: 'writes of the conversation row per line',
        value: round(counted.counts.writes / MESSAGES),
        unit: 'writes',
      },
    ];
  } finally {
    await t.close();
  }
}
