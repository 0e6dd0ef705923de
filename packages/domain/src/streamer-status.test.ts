import { describe, expect, it } from 'vitest';
import { STREAMER_ON_STATUSES, STREAMER_STATUS, canEnterStreamer } from './streamer-status.ts';

describe('canEnterStreamer', () => {
  // spec §4, §8
  it('lets the three on statuses enter', () => {
    expect(STREAMER_ON_STATUSES).toHaveLength(3);
    for (const status of STREAMER_ON_STATUSES) expect(canEnterStreamer(status)).toEqual({ ok: true });
    expect(canEnterStreamer('2')).toEqual({ ok: true });
  });

  it('explains not started and interrupted', () => {
    expect(canEnterStreamer(STREAMER_STATUS.notStarted)).toEqual({ ok: false, key: 'streamer.notStarted' });
    expect(canEnterStreamer(STREAMER_STATUS.interrupted)).toEqual({ ok: false, key: 'streamer.interrupted' });
  });

  it('treats unknown or missing statuses as unavailable', () => {
    for (const status of [5, -1, undefined, null, 'live'])
      expect(canEnterStreamer(status)).toEqual({ ok: false, key: 'streamer.unavailable' });
  });
});
