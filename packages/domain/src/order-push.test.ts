import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_TYPE } from './chat.ts';
import { collectOrderPushes, selectOrderPush } from './order-push.ts';
import type { OrderPushFrame } from './order-push.ts';

const context = { venueName: 'YB', siteId: 5001 };
const push = (id: string, extra: Partial<OrderPushFrame> = {}): OrderPushFrame => ({
  msgType: CHAT_MESSAGE_TYPE.orderPush,
  venueName: 'YB',
  siteId: 5001,
  content: { id, categoryName: 'Football', itemName: 'Home -0.5', score: '1:0', teamLogo: '/t.png' },
  ...extra,
});
const revert = (extra: Partial<OrderPushFrame> = {}): OrderPushFrame => ({
  msgType: CHAT_MESSAGE_TYPE.revertOrderPush,
  venueName: 'YB',
  siteId: 5001,
  ...extra,
});

describe('selectOrderPush', () => {
  // spec §4
  it('picks the newest push for the current venue', () => {
    expect(selectOrderPush([push('a'), push('b')], context)).toMatchObject({
      id: 'b',
      venueName: 'YB',
      score: '1:0',
    });
  });

  it('stops at a revert', () => {
    expect(selectOrderPush([push('a'), revert()], context)).toBeNull();
    expect(collectOrderPushes([push('a'), revert(), push('b'), push('c')], context).map((p) => p.id)).toEqual(
      ['c', 'b'],
    );
  });

  it('ignores other venues, other sites and other message types, reverts included', () => {
    const frames = [
      push('a'),
      revert({ venueName: 'IM' }),
      push('x', { venueName: 'IM' }),
      push('y', { siteId: 5002 }),
      { msgType: CHAT_MESSAGE_TYPE.text, content: 'hi' },
    ];
    expect(collectOrderPushes(frames, context).map((p) => p.id)).toEqual(['a']);
  });

  it('matches venue names across the OBTY to YB mapping and reads the content venue', () => {
    expect(selectOrderPush([push('a', { venueName: 'OBTY' })], context)?.id).toBe('a');
    const noFrameVenue: OrderPushFrame = { msgType: 4, content: { id: 'c', venueName: 'YB' } };
    expect(selectOrderPush([noFrameVenue], context)?.id).toBe('c');
    expect(selectOrderPush([{ msgType: 4, content: { id: 'd' } }], context)).toBeNull();
  });

  it('drops duplicates and empty ids', () => {
    const frames = [push('a'), push(''), push('a'), push('b'), push('b')];
    expect(collectOrderPushes(frames, context).map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('parses JSON text content and falls back to the frame id', () => {
    const text: OrderPushFrame = {
      msgType: 4,
      venueName: 'YB',
      content: JSON.stringify({ id: 'j', itemName: 'Over 2.5' }),
    };
    expect(selectOrderPush([text], context)).toMatchObject({ id: 'j', itemName: 'Over 2.5' });
    const framed: OrderPushFrame = { id: 'f', msgType: 4, venueName: 'YB', content: 'not json' };
    expect(selectOrderPush([framed], context)?.id).toBe('f');
    expect(selectOrderPush([{ msgType: 4, venueName: 'YB', content: '{' }], context)).toBeNull();
  });

  it('returns null for no frames', () => {
    expect(selectOrderPush([], context)).toBeNull();
  });
});
