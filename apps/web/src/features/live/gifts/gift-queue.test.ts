import { describe, expect, it } from 'vitest';
import { GIFT_QUEUE_CAP, GiftQueue, type GiftShow } from './gift-queue.ts';

const show = (id: string, big = false): GiftShow => ({
  id,
  svgaUrl: `/media/gift/${big ? 'rocket' : 'rose'}.svga`,
  big,
  giftName: big ? '火箭' : '玫瑰',
  iconUrl: '/media/gift/rose.svg',
  username: 'a',
  count: 1,
});
const ids = (list: readonly GiftShow[]) => list.map((s) => s.id);

// Issue 7: "queued so that at most one or two play at a time".
describe('GiftQueue', () => {
  it('plays at most two at a time, first in first out', () => {
    const q = new GiftQueue();
    for (const id of ['1', '2', '3', '4']) q.push(show(id));
    expect(ids(q.getState().playing)).toEqual(['1', '2']);
    expect(ids(q.getState().waiting)).toEqual(['3', '4']);
    q.finish('2');
    expect(ids(q.getState().playing)).toEqual(['1', '3']);
    q.finish('1');
    q.finish('3');
    expect(ids(q.getState().playing)).toEqual(['4']);
    q.finish('4');
    expect(q.getState()).toMatchObject({ playing: [], waiting: [] });
  });

  it('plays a big gift alone and keeps the order', () => {
    const q = new GiftQueue();
    q.push(show('1'));
    q.push(show('2', true));
    q.push(show('3'));
    expect(ids(q.getState().playing)).toEqual(['1']); // the big one waits for the stage to clear
    q.finish('1');
    expect(ids(q.getState().playing)).toEqual(['2']);
    q.finish('2');
    expect(ids(q.getState().playing)).toEqual(['3']);
  });

  it('drops the oldest waiting show beyond the cap', () => {
    const q = new GiftQueue();
    for (let i = 0; i < GIFT_QUEUE_CAP + 5; i++) q.push(show(String(i)));
    const state = q.getState();
    expect(state.playing).toHaveLength(2);
    expect(state.waiting).toHaveLength(GIFT_QUEUE_CAP);
    expect(ids(state.waiting)[0]).toBe('5'); // 2…4 dropped
    expect(state.waiting.at(-1)?.id).toBe(String(GIFT_QUEUE_CAP + 4));
    expect(state.dropped).toBe(3);
  });

  it('ignores a push it already has and a finish it does not know', () => {
    const q = new GiftQueue();
    q.push(show('1'));
    q.push(show('1'));
    q.finish('nope');
    expect(ids(q.getState().playing)).toEqual(['1']);
    expect(q.getState().waiting).toHaveLength(0);
  });

  it('notifies subscribers and clears', () => {
    const q = new GiftQueue();
    let calls = 0;
    const stop = q.subscribe(() => (calls += 1));
    q.push(show('1'));
    q.clear();
    expect(calls).toBe(2);
    expect(q.getState().playing).toHaveLength(0);
    stop();
    q.push(show('2'));
    expect(calls).toBe(2);
  });
});
