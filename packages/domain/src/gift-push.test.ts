import { describe, expect, it } from 'vitest';
import { mapGiftPush } from './gift-push.ts';

describe('mapGiftPush', () => {
  // spec §3
  it('renames memberId, memberName and vipLevel', () => {
    expect(
      mapGiftPush({
        memberId: 42,
        memberName: 'amy',
        vipLevel: '6',
        giftId: 7,
        giftName: 'Rocket',
        giftUrl: '/r.png',
        count: 3,
      }),
    ).toEqual({
      userId: '42',
      username: 'amy',
      level: 6,
      giftId: '7',
      giftName: 'Rocket',
      giftUrl: '/r.png',
      count: 3,
    });
  });

  it('reads the name and url aliases', () => {
    expect(mapGiftPush({ name: 'Rose', url: '/rose.png' })).toMatchObject({
      giftName: 'Rose',
      giftUrl: '/rose.png',
    });
  });

  it('tolerates missing fields and non-objects', () => {
    const empty = { userId: '', username: '', level: 0, giftId: '', giftName: '', giftUrl: '', count: 1 };
    expect(mapGiftPush(null)).toEqual(empty);
    expect(mapGiftPush([1, 2])).toEqual(empty);
    expect(mapGiftPush({ count: 0 })).toEqual(empty);
    expect(mapGiftPush({ count: 2.7 }).count).toBe(2);
  });
});
