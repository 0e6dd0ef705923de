import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The password the browser tests register members with (meets spec §5). */
export const E2E_PASSWORD = 'good1234';

/** The date of birth the browser tests register members with (18+, docs/responsible-play.md). */
export const E2E_BIRTH_DATE = '1990-01-31';

/** A fresh user name per test (members are never shared between tests). */
export const uniqueName = (prefix = 'e2e') =>
  `${prefix}${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`;

/** A form field by its exact accessible name. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The suite's shared server (global-setup), for operator calls. */
export const sharedServer = () => ({
  baseUrl: process.env.ARENA_BASE_URL ?? '',
  adminToken: process.env.ARENA_ADMIN_TOKEN ?? '',
});

/**
 * Registers a new member through the register screen, as a user would, and lands on home signed in.
 * `base` is the origin of a test's own server; without it the suite's server (baseURL).
 */
export async function registerMember(page: Page, opts: { base?: string; prefix?: string } = {}) {
  const name = uniqueName(opts.prefix);
  await page.goto(`${opts.base ?? ''}/register`);
  await field(page, '用户名').fill(name);
  await field(page, '密码').fill(E2E_PASSWORD);
  await field(page, '确认密码').fill(E2E_PASSWORD);
  await field(page, '出生日期').fill(E2E_BIRTH_DATE);
  await expect(page.getByTestId('register-name-message')).toHaveText('可以使用');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  return name;
}
