import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANCHOR_TYPE, normalizeMatchItem, normalizeMatchList } from './match-item.ts';
import type { MatchItem } from './match-item.ts';

const EMPTY_ITEM: MatchItem = {
  matchId: '',
  homeName: '',
  homeLogo: '',
  visitName: '',
  visitLogo: '',
  homeScore: null,
  visitScore: null,
  startAt: '',
  animationUrl: '',
  matchName: '',
  anchorInfo: null,
  matchClass: '',
  venueName: '',
  anchorStatus: null,
  isStart: false,
  videoWebUrl: '',
  anchorFlvUrl: '',
  isInAnchorTab: false,
  leagueId: '',
  ballClassId: '',
  anchorType: 'match',
  anchorRoomId: null,
  roomInfo: { desc: '', title: '' },
};

describe('normalizeMatchItem', () => {
  // spec §3 "Match/anchor list item"
  it('normalises a complete wire item', () => {
    const item = normalizeMatchItem({
      eid: 881,
      dpid: 'D-1',
      homeName: 'Lions',
      homeLogo: 'https://cdn.example/h.png',
      visitName: 'Tigers',
      visitLogo: 'https://cdn.example/v.png',
      homeScore: 2,
      guestScore: '1',
      startAt: 1_755_576_306,
      animationUrl: 'https://anim.example/1',
      matchName: 'Premier',
      anchorInfo: { anchorId: 7, nickName: 'Mia', avatar: 'https://cdn.example/a.png' },
      matchClass: 1,
      venueName: 'OBTY',
      anchorStatus: '2',
      isStart: 1,
      videoWebUrl: 'https://live.example/1.flv',
      anchor_flv_url: 'https://anchor.example/1.flv',
      isInAnchorTab: 'true',
      leagueId: 39,
      ballClassId: 4,
      anchorType: 2,
      anchorRoomId: 'theme-9',
      roomInfo: { desc: 'Derby night', title: 'Lions v Tigers' },
    });
    expect(item).toEqual({
      matchId: '881',
      homeName: 'Lions',
      homeLogo: 'https://cdn.example/h.png',
      visitName: 'Tigers',
      visitLogo: 'https://cdn.example/v.png',
      homeScore: 2,
      visitScore: 1,
      startAt: '2025-08-19 12:05:06',
      animationUrl: 'https://anim.example/1',
      matchName: 'Premier',
      anchorInfo: { anchorId: '7', nickName: 'Mia', avatar: 'https://cdn.example/a.png' },
      matchClass: '1',
      venueName: 'YB',
      anchorStatus: 2,
      isStart: true,
      videoWebUrl: 'https://live.example/1.flv',
      anchorFlvUrl: 'https://anchor.example/1.flv',
      isInAnchorTab: true,
      leagueId: '39',
      ballClassId: '4',
      anchorType: 'cast',
      anchorRoomId: 'theme-9',
      roomInfo: { desc: 'Derby night', title: 'Lions v Tigers' },
    });
  });

  it('reads any non-object as an empty item instead of throwing', () => {
    for (const raw of [null, undefined, 42, 'match', [], [{ eid: 1 }]])
      expect(normalizeMatchItem(raw)).toEqual(EMPTY_ITEM);
    expect(normalizeMatchItem({})).toEqual(EMPTY_ITEM);
  });

  it('takes the match id from eid, or from dpid for venue DPTY', () => {
    expect(normalizeMatchItem({ eid: 'E1', dpid: 'D1', venueName: 'OBTY' }).matchId).toBe('E1');
    expect(normalizeMatchItem({ eid: 'E1', dpid: 'D1' }).matchId).toBe('E1');
    expect(normalizeMatchItem({ eid: 'E1', dpid: 'D1', venueName: 'DPTY' }).matchId).toBe('D1');
    expect(normalizeMatchItem({ dpid: 'D1', venueName: 'IMTY' }).matchId).toBe('');
    // design: a DPTY item without dpid still keeps its eid
    expect(normalizeMatchItem({ eid: 'E1', dpid: '', venueName: 'DPTY' }).matchId).toBe('E1');
    expect(normalizeMatchItem({ eid: 'E1', venueName: 'dpty' }).matchId).toBe('E1');
  });

  it('renames venue OBTY to YB and IMTY to IM, passing others through', () => {
    expect(normalizeMatchItem({ venueName: 'OBTY' }).venueName).toBe('YB');
    expect(normalizeMatchItem({ venueName: 'IMTY' }).venueName).toBe('IM');
    expect(normalizeMatchItem({ venueName: 'DPTY' }).venueName).toBe('DPTY');
    expect(normalizeMatchItem({ venueName: 'obty' }).venueName).toBe('obty');
  });

  it('reads visitScore from guestScore, with unreadable scores as null', () => {
    expect(normalizeMatchItem({ homeScore: '3', guestScore: 0 })).toMatchObject({
      homeScore: 3,
      visitScore: 0,
    });
    expect(normalizeMatchItem({ homeScore: '', guestScore: 'n/a' })).toMatchObject({
      homeScore: null,
      visitScore: null,
    });
  });

  it('reads a 10-digit startAt as seconds and a 13-digit one as milliseconds, in Beijing time', () => {
    expect(normalizeMatchItem({ startAt: 1_755_576_306 }).startAt).toBe('2025-08-19 12:05:06');
    expect(normalizeMatchItem({ startAt: 1_755_576_306_000 }).startAt).toBe('2025-08-19 12:05:06');
    expect(normalizeMatchItem({ startAt: '1755576306' }).startAt).toBe('2025-08-19 12:05:06');
    expect(normalizeMatchItem({ startAt: 9_999_999_999 }).startAt).toBe('2286-11-21 01:46:39');
    expect(normalizeMatchItem({ startAt: 10_000_000_000 }).startAt).toBe('1970-04-27 01:46:40');
    expect(normalizeMatchItem({ startAt: '2025-08-19 20:00:00' }).startAt).toBe('2025-08-19 20:00:00');
    expect(normalizeMatchItem({ startAt: 'soon' }).startAt).toBe('');
  });

  it('formats startAt in another UTC offset when asked', () => {
    expect(normalizeMatchItem({ startAt: 1_755_576_306 }, 0).startAt).toBe('2025-08-19 04:05:06');
  });

  it('gives the same startAt for the seconds and milliseconds of one instant (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000_000, max: 9_999_999_999 }), (seconds) => {
        const fromSeconds = normalizeMatchItem({ startAt: seconds }).startAt;
        expect(fromSeconds).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(normalizeMatchItem({ startAt: seconds * 1000 + 999 }).startAt).toBe(fromSeconds);
        expect(normalizeMatchItem({ startAt: String(seconds) }).startAt).toBe(fromSeconds);
      }),
    );
  });

  it('falls back to anchor_status, animation_url, leagueName and tid', () => {
    const item = normalizeMatchItem({
      anchor_status: '3',
      animation_url: 'https://anim.example/2',
      leagueName: 'Serie A',
      tid: 135,
    });
    expect(item).toMatchObject({
      anchorStatus: 3,
      animationUrl: 'https://anim.example/2',
      matchName: 'Serie A',
      leagueId: '135',
    });
  });

  it('prefers anchorStatus over anchor_status, unless it is empty', () => {
    expect(normalizeMatchItem({ anchorStatus: 1, anchor_status: 2 }).anchorStatus).toBe(1);
    expect(normalizeMatchItem({ anchorStatus: 0, anchor_status: 2 }).anchorStatus).toBe(0);
    expect(normalizeMatchItem({ anchorStatus: '', anchor_status: 2 }).anchorStatus).toBe(2);
    expect(normalizeMatchItem({ anchorStatus: null, anchor_status: '4' }).anchorStatus).toBe(4);
  });

  it('reads isStart and isInAnchorTab as true only for true, 1, "1" and "true"', () => {
    expect(normalizeMatchItem({ isStart: true, isInAnchorTab: '1' })).toMatchObject({
      isStart: true,
      isInAnchorTab: true,
    });
    expect(normalizeMatchItem({ isStart: 0, isInAnchorTab: 'false' })).toMatchObject({
      isStart: false,
      isInAnchorTab: false,
    });
  });

  it('tells a pure match from cast live and keeps the room id only for cast live', () => {
    expect(ANCHOR_TYPE).toEqual({ match: 1, cast: 2 });
    expect(normalizeMatchItem({ anchorType: 1, anchorRoomId: 'r1' })).toMatchObject({
      anchorType: 'match',
      anchorRoomId: null,
    });
    expect(normalizeMatchItem({ anchorType: '2', anchorRoomId: 'r1' })).toMatchObject({
      anchorType: 'cast',
      anchorRoomId: 'r1',
    });
    expect(normalizeMatchItem({ anchorType: 2 })).toMatchObject({ anchorType: 'cast', anchorRoomId: null });
    expect(normalizeMatchItem({ anchorType: 3, anchorRoomId: 'r1' })).toMatchObject({ anchorType: 'match' });
    // design: without anchorType, a room id means cast live
    expect(normalizeMatchItem({ anchorRoomId: 12 })).toMatchObject({
      anchorType: 'cast',
      anchorRoomId: '12',
    });
    expect(normalizeMatchItem({ anchorRoomId: '' })).toMatchObject({
      anchorType: 'match',
      anchorRoomId: null,
    });
  });

  it('reads anchorInfo only from an object, with missing fields empty', () => {
    expect(normalizeMatchItem({ anchorInfo: { nickName: 'Kai' } }).anchorInfo).toEqual({
      anchorId: '',
      nickName: 'Kai',
      avatar: '',
    });
    expect(normalizeMatchItem({ anchorInfo: null }).anchorInfo).toBeNull();
    expect(normalizeMatchItem({ anchorInfo: 'Kai' }).anchorInfo).toBeNull();
  });

  it('reads roomInfo desc and title, empty when missing', () => {
    expect(normalizeMatchItem({ roomInfo: { title: 'Hello' } }).roomInfo).toEqual({
      desc: '',
      title: 'Hello',
    });
    expect(normalizeMatchItem({ roomInfo: null }).roomInfo).toEqual({ desc: '', title: '' });
  });

  it('is total over any input (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const item = normalizeMatchItem(raw);
        expect(typeof item.matchId).toBe('string');
        expect(item.startAt).toMatch(/^(|\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})$/);
        expect(['match', 'cast']).toContain(item.anchorType);
      }),
    );
  });

  it('uses dpid exactly when the venue is DPTY (property)', () => {
    const id = fc.oneof(fc.string({ minLength: 1 }), fc.nat());
    fc.assert(
      fc.property(id, id, fc.constantFrom('DPTY', 'OBTY', 'IMTY', 'XJ'), (eid, dpid, venueName) => {
        const expected = venueName === 'DPTY' ? dpid : eid;
        expect(normalizeMatchItem({ eid, dpid, venueName }).matchId).toBe(String(expected));
      }),
    );
  });
});

describe('normalizeMatchList', () => {
  // spec §3
  it('normalises each item in order and drops items without a match id', () => {
    const list = normalizeMatchList([
      { eid: 'a', startAt: 1_755_576_306 },
      { homeName: 'no id' },
      null,
      { dpid: 'b', venueName: 'DPTY' },
    ]);
    expect(list.map((item) => item.matchId)).toEqual(['a', 'b']);
    expect(list[0]?.startAt).toBe('2025-08-19 12:05:06');
  });

  it('passes the UTC offset to every item', () => {
    expect(normalizeMatchList([{ eid: 'a', startAt: 1_755_576_306 }], 0)[0]?.startAt).toBe(
      '2025-08-19 04:05:06',
    );
  });

  it('reads a non-array as an empty list', () => {
    for (const raw of [null, undefined, {}, { list: [] }, 'x']) expect(normalizeMatchList(raw)).toEqual([]);
  });
});
