import { z } from 'zod';
import type { Queryable } from '../../db/db.ts';
import { readSwitches, switchOr } from '../site/site-config-service.ts';

/** Fen that buy one gold coin (1 yuan = 10 coins). */
export const FEN_PER_GOLD = 10;

/** Default daily gold purchase cap per member, in fen (2,000.00 yuan a Beijing day; docs/gifts.md). */
export const DEFAULT_DAILY_GOLD_CAP = 200_000;

/** Most rows a ranking answers. */
export const RANK_SIZE = 50;

/**
 * The operator's gift settings in `site_config` (set with POST /admin/site-config):
 * `giftSwitch` (false switches buying and gifting off) and `giftDailyGoldCap` (fen, 0 = no purchases).
 */
export async function giftSettings(q: Queryable): Promise<{ giftSwitch: boolean; dailyCap: number }> {
  const values = await readSwitches(q, ['giftSwitch', 'giftDailyGoldCap']);
  return {
    giftSwitch: switchOr(values, 'giftSwitch', z.boolean(), true),
    dailyCap: switchOr(
      values,
      'giftDailyGoldCap',
      z.number().int().nonnegative().max(1e12),
      DEFAULT_DAILY_GOLD_CAP,
    ),
  };
}
