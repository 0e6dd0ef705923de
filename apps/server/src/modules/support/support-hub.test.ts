import { describe, expect, it } from 'vitest';
import { SOON_MS, SupportHub, type Mark } from './support-hub.ts';

const HOLD = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A held wait on `key` from `version`, with the reads it made and when it returned. */
function hold(hub: SupportHub, key: string, version: number, truth: () => Mark) {
  const reads = { n: 0 };
  const started = Date.now();
  const done = hub
    .wait(
      key,
      version,
      () => {
        reads.n += 1;
        return Promise.resolve(truth());
      },
      Date.now() + HOLD,
      HOLD,
    )
    .then(() => Date.now() - started);
  return { reads, done };
}

// docs/customer-service.md "Real time, and several instances"
describe('support wake-ups', () => {
  it('wakes a held poll on a newer version without reading, and not on an older or quiet one', async () => {
    const hub = new SupportHub({ complete: true });
    let truth: Mark = { id: 7, version: 10 };
    const poll = hold(hub, 'c:7', 10, () => truth);
    await sleep(10);
    hub.note('c:7', { id: 7, version: 9 }, 'now'); // older than the client's
    truth = { id: 7, version: 11 };
    hub.note('c:7', truth, 'quiet'); // the poll's own side's cursors
    await sleep(30);
    truth = { id: 7, version: 12 };
    hub.note('c:7', truth, 'now');
    expect(await poll.done).toBeLessThan(100);
    expect(poll.reads.n).toBe(1); // the first hold only: nothing was known yet
  });

  it('holds without a read when this process has seen every change and the client is current', async () => {
    const hub = new SupportHub({ complete: true });
    hub.record('m:1', { id: 3, version: 20 });
    const current = hold(hub, 'm:1', 20, () => ({ id: 3, version: 20 }));
    const behind = hold(hub, 'm:1', 19, () => ({ id: 3, version: 20 }));
    expect(await behind.done).toBeLessThan(50);
    hub.note('m:1', { id: 3, version: 21 }, 'now');
    await current.done;
    expect(current.reads.n + behind.reads.n).toBe(0);
  });

  it('reads before holding when other instances may change the conversation', async () => {
    const hub = new SupportHub({ complete: false });
    hub.record('c:1', { id: 1, version: 5 });
    const poll = hold(hub, 'c:1', 5, () => ({ id: 1, version: 5 }));
    await sleep(10);
    hub.receive({ key: 'c:1', mark: { id: 1, version: 6 }, mode: 'now' }); // from the bus
    await poll.done;
    expect(poll.reads.n).toBe(1);
  });

  it("lets a sender's own line wait for the receipt, or wakes it after SOON_MS", async () => {
    const hub = new SupportHub({ complete: true });
    hub.record('c:2', { id: 2, version: 1 });
    const alone = hold(hub, 'c:2', 1, () => ({ id: 2, version: 2 }));
    hub.note('c:2', { id: 2, version: 2 }, 'soon');
    const waited = await alone.done;
    expect(waited).toBeGreaterThanOrEqual(SOON_MS - 5);
    expect(waited).toBeLessThan(SOON_MS + 200);

    const withReceipt = hold(hub, 'c:2', 2, () => ({ id: 2, version: 4 }));
    hub.note('c:2', { id: 2, version: 3 }, 'soon');
    await sleep(20);
    hub.note('c:2', { id: 2, version: 4 }, 'now');
    expect(await withReceipt.done).toBeLessThan(SOON_MS - 50);
  });

  it("ignores a note about a customer's older conversation, and re-reads after the customer changed", async () => {
    const hub = new SupportHub({ complete: true });
    hub.record('d:dev', { id: 9, version: 30 });
    const poll = hold(hub, 'd:dev', 30, () => ({ id: 0, version: 0 }));
    hub.note('d:dev', { id: 8, version: 31 }, 'now'); // a closed one, read late by an operator
    await sleep(30);
    hub.forget('d:dev'); // the visitor signed in: the device's conversations became the member's
    await poll.done;
    const again = hold(hub, 'd:dev', 30, () => ({ id: 0, version: 0 }));
    await again.done;
    expect(again.reads.n).toBe(1);
  });
});
