import { describe, expect, it } from 'vitest';
import { STREAMER_MESSAGES_EN, STREAMER_MESSAGES_ZH } from '@arena/domain';
import { liveEn } from '@/locales/parts/live.en.ts';
import { liveZhCN } from '@/locales/parts/live.zh-CN.ts';

describe('live strings', () => {
  it('words the streamer states exactly as the domain does (spec §4)', () => {
    for (const [ui, domain] of [
      [liveZhCN.liveRoom.streamer, STREAMER_MESSAGES_ZH],
      [liveEn.liveRoom.streamer, STREAMER_MESSAGES_EN],
    ] as const) {
      expect(ui.notStarted).toBe(domain['streamer.notStarted']);
      expect(ui.interrupted).toBe(domain['streamer.interrupted']);
      expect(ui.unavailable).toBe(domain['streamer.unavailable']);
    }
  });
});
