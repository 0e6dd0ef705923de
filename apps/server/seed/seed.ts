import type { Db } from '../src/db/db.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { seedSite } from './site-seed.ts';
import { seedVenues } from './venue-seed.ts';
import { seedFinance } from './finance-seed.ts';
import { seedLive } from './live-seed.ts';
import { seedGameCatalogue } from './games-seed.ts';
import { seedChat } from './chat-seed.ts';
import { seedGifts } from './gift-seed.ts';
import { seedNews } from './news-seed.ts';
import { seedActivities } from './activity-seed.ts';

/** The demo member printed by `npm start` and used by the browser tests. */
export const DEMO_MEMBER = { name: 'demo', password: 'arena2026' } as const;

/** Site configuration defaults (spec §1, §7): currency, languages, theme. Operators change them later. */
export const SITE_CONFIG_DEFAULTS: Record<string, unknown> = {
  settlementUnit: 'CNY',
  languages: { enabled: ['zh-CN'], available: ['zh-CN', 'en'] },
  defaultTheme: 'elegant',
  siteName: 'Arena',
  maintenance: { on: false, status: 0, message: '' },
  // The download section shows; store links only once real packages exist (the web app installs anyway).
  appDownload: { version: '1.1.0' },
};

/** Idempotent: inserts what is missing, never overwrites what an operator or member changed. */
export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(SITE_CONFIG_DEFAULTS)) {
      await tx.query('insert into site_config (key, value) values ($1, $2) on conflict (key) do nothing', [
        key,
        JSON.stringify(value),
      ]);
    }
    const existing = await tx.query('select id from member where lower(name) = lower($1)', [
      DEMO_MEMBER.name,
    ]);
    if (existing.rows.length === 0) {
      await tx.query('insert into member (name, password_hash, nickname) values ($1, $2, $3)', [
        DEMO_MEMBER.name,
        await hashPassword(DEMO_MEMBER.password),
        '演示会员',
      ]);
    }
    await seedSite(tx);
    await seedVenues(tx);
    await seedLive(tx);
    await seedChat(tx);
    await seedGifts(tx);
    await seedGameCatalogue(tx);
    await seedFinance(tx);
    await seedNews(tx);
    await seedActivities(tx);
  });
}
