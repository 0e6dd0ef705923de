import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_PASSWORD, field, registerMember } from './members.ts';

// The profile and security centre as a member meets them: avatar upload, email binding with
// the outbox code, withdraw password, real name (spec §5 rules inline), nickname, security notices.
// Every test registers its own member, so the tests are independent and run in parallel.

const ADMIN = { authorization: `Bearer ${process.env.ARENA_ADMIN_TOKEN ?? ''}` };
/** A real 2 × 2 PNG (red, green, blue, white), so the browser can decode and size it. */
const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAAMIM/////w8AH+4F+7C4l8kAAAAASUVORK5CYII=',
  'base64',
);

const input = (page: Page, label: string) => page.locator('input').and(field(page, label));

/** The outbox codes sent to a target (operator read), newest first. */
async function outbox(baseURL: string, target: string) {
  const res = await fetch(`${baseURL}/admin/outbox?target=${encodeURIComponent(target)}`, { headers: ADMIN });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { list: { code: string; scene: string }[] } };
  return body.data.list;
}

/** Waits until the image has really loaded (decoded, with a size), not only until the element exists. */
const naturalWidth = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate(async (img: HTMLImageElement) => {
    if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
    return img.naturalWidth;
  });

test.describe('account profile', () => {
  test('uploads an avatar and the profile shows it', async ({ page }) => {
    await registerMember(page);
    await page.goto('/app/me');
    await page.getByRole('link', { name: '更换头像' }).click();
    await expect(page).toHaveURL(/\/app\/me\/avatar$/);
    await expect(page.getByTestId('avatar-item').first()).toBeVisible();

    // Refused in the browser before sending: a GIF.
    await page.getByTestId('avatar-file').setInputFiles({
      name: 'a.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(page.getByTestId('avatar-upload-error')).toHaveText('仅支持 PNG、JPEG 或 WebP 格式的图片');

    await page
      .getByTestId('avatar-file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_2X2 });
    await expect(page.getByText('头像已上传')).toBeVisible();
    const uploaded = page.locator('[data-testid="avatar-item"][data-custom="true"]');
    await expect(uploaded).toHaveCount(1);
    await expect(uploaded).toHaveAttribute('data-in-use', 'true');

    await page.goto('/app/me');
    await expect(page.getByTestId('avatar-img')).toHaveAttribute('src', /^\/media\/avatar\//);
    expect(await naturalWidth(page, 'avatar-img')).toBe(2);
  });

  test('binds an email with the outbox code and the profile shows it masked', async ({ page, baseURL }) => {
    const name = await registerMember(page);
    const email = `${name}@example.com`;
    await page.goto('/app/me/security');
    await page.getByRole('button', { name: '绑定邮箱' }).click();
    await field(page, '邮箱地址').fill(email);
    await page.getByTestId('email-code-send').click();
    await expect(page.getByTestId('email-code-send')).toHaveText(/秒后重发$/);
    const [sent] = await outbox(baseURL!, email);
    expect(sent?.scene).toBe('bindEmail');

    await field(page, '验证码').fill(sent!.code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '确认绑定' }).click();
    await expect(page.getByTestId('email-code-message')).toHaveText('验证码错误');

    await field(page, '验证码').fill(sent!.code);
    await page.getByRole('button', { name: '确认绑定' }).click();
    const masked = `${email[0]}***@example.com`;
    await expect(page.getByTestId('email-status')).toHaveText(masked);

    await page.goto('/app/me');
    await expect(page.getByTestId('me-email')).toHaveText(masked);
  });

  // spec §5 "Withdraw password: six digits".
  test('sets a withdraw password', async ({ page }) => {
    await registerMember(page);
    await page.goto('/app/me');
    await page.getByTestId('me-entry-security').click();
    await expect(page.getByTestId('withdraw-status')).toHaveText('未设置');
    await page.getByRole('button', { name: '设置取款密码' }).click();
    await input(page, '取款密码').fill('12345');
    await expect(page.getByTestId('withdraw-password-message')).toHaveText('取款密码须为6位数字');
    await input(page, '取款密码').fill('246810');
    await input(page, '确认取款密码').fill('246810');
    await page.getByRole('button', { name: '确认', exact: true }).click();
    await expect(page.getByTestId('withdraw-status')).toHaveText('已设置');
    await expect(page.getByRole('button', { name: '设置取款密码' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('withdraw-status')).toHaveText('已设置');
  });

  // spec §5 "Real name: … dot and middle-dot separators allowed singly, not at the ends".
  test('shows the spec message for a bad real name, then binds it read-only', async ({ page }) => {
    await registerMember(page);
    await page.goto('/app/me/security');
    const section = page.getByTestId('section-real-name');
    await section.getByRole('button', { name: '填写真实姓名' }).click();
    await input(page, '真实姓名').fill('张..三');
    await expect(page.getByTestId('real-name-message')).toHaveText(
      '分隔符“.”或“·”只能单独使用，且不能位于首尾',
    );
    const submit = section.getByRole('button', { name: '确认绑定' });
    await expect(submit).toBeDisabled();

    await input(page, '真实姓名').fill('张三丰');
    await expect(page.getByTestId('real-name-message')).toHaveText('');
    await submit.click();
    // Bound once for good: the member confirms the name first.
    await expect(page.getByTestId('real-name-confirm')).toContainText('「张三丰」绑定后不能自行修改');
    await section.getByRole('button', { name: '绑定此姓名' }).click();
    await expect(page.getByTestId('real-name-status')).toHaveText('张**');
    // Bound: only a change request is offered now.
    await expect(section.getByRole('button', { name: '申请修改' })).toBeVisible();
    await expect(section.getByRole('button', { name: '填写真实姓名' })).toHaveCount(0);

    // A change goes to the modification review, whose state then shows in the section.
    await section.getByRole('button', { name: '申请修改' }).click();
    await input(page, '新的真实姓名').fill('张三');
    await page.getByLabel('修改原因').fill('改名');
    await section.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByTestId('real-name-review')).toHaveText('修改申请：审核中');
    await expect(section.getByRole('button', { name: '申请修改' })).toHaveCount(0);
  });

  test('saves a delivery address', async ({ page }) => {
    await registerMember(page);
    await page.goto('/app/me/security');
    const section = page.getByTestId('section-address');
    await section.getByRole('button', { name: '填写地址' }).click();
    await field(page, '收货人').fill('李四');
    await field(page, '联系电话').fill('1391234');
    await expect(page.getByTestId('address-phone-message')).toHaveText('请输入正确的手机号码');
    await field(page, '联系电话').fill('13912345678');
    await field(page, '省份').fill('广东');
    await field(page, '城市').fill('深圳');
    await field(page, '详细地址').fill('科技园一路 1 号');
    await section.getByRole('button', { name: '保存地址' }).click();
    await expect(page.getByTestId('address-status')).toHaveText('李四');
    await page.reload();
    await expect(page.getByTestId('address-summary')).toHaveText('13912345678 · 广东 深圳 科技园一路 1 号');
  });

  test('a nickname change persists after a reload', async ({ page }) => {
    await registerMember(page);
    await page.goto('/app/me');
    await page.getByTestId('me-edit-nickname').click();
    await field(page, '昵称').fill('夜空中最亮的星');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByTestId('me-nickname')).toHaveText('夜空中最亮的星');
    await page.reload();
    await expect(page.getByTestId('me-nickname')).toHaveText('夜空中最亮的星');
  });

  test('a login from a new device brings a security notice that can be acknowledged', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = await registerMember(page);
    // Another browser context is another device (its own device id in localStorage).
    const other = await browser.newContext({ baseURL: baseURL ?? '', locale: 'zh-CN' });
    try {
      const second = await other.newPage();
      await second.goto('/login?fromPage=%2Fapp%2Fme');
      await field(second, '用户名').fill(name);
      await field(second, '密码').fill(E2E_PASSWORD);
      await second.getByRole('button', { name: '登录', exact: true }).click();
      await expect(second).toHaveURL(/\/app\/me$/);

      await expect(second.getByTestId('me-notice-prompt')).toContainText('1 条未确认的安全提醒');
      await expect(second.getByTestId('me-notice-badge')).toContainText('1');
      await second.getByRole('link', { name: '立即查看' }).click();
      await expect(second).toHaveURL(/\/app\/me\/notices$/);
      const notice = second.locator('[data-testid="notice-item"][data-acknowledged="false"]');
      await expect(notice).toHaveCount(1);
      await expect(notice).toContainText('新设备登录');
      await notice.getByRole('button', { name: '我知道了' }).click();
      await expect(second.locator('[data-testid="notice-item"][data-acknowledged="true"]')).toHaveCount(1);
      await expect(second.locator('[data-testid="notice-item"][data-acknowledged="false"]')).toHaveCount(0);

      await second.goto('/app/me');
      await expect(second.getByTestId('me-nickname')).toHaveText(name);
      await expect(second.getByTestId('me-notice-prompt')).toHaveCount(0);
      await expect(second.getByTestId('me-notice-badge')).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  // Dormant members (docs/member-profile.md): login answers 10210, the member activates with a code.
  test('a dormant member is routed to activation, activates with the email code and logs in', async ({
    page,
    baseURL,
  }) => {
    const name = await registerMember(page);
    const email = `${name}@example.com`;
    // The browser forgets the session and leaves before the operator's action ends it, so no poll of
    // the open page meets a 401 (that path, a revoked token, has its own tests).
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('about:blank');
    await page.context().clearCookies();
    const admin = { ...ADMIN, 'content-type': 'application/json' };
    const contact = await fetch(`${baseURL}/admin/members/${name}/contact`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ email }),
    });
    expect(contact.status).toBe(200);
    const dormant = await fetch(`${baseURL}/admin/members/${name}/dormant`, {
      method: 'POST',
      headers: admin,
      body: '{}',
    });
    expect(dormant.status).toBe(200);

    await page.goto('/login');
    await field(page, '用户名').fill(name);
    await field(page, '密码').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/activate$/);
    await expect(page.getByTestId('dormant-intro')).toContainText(name);
    await expect(page.getByText(`${email[0]}***@example.com`)).toBeVisible();

    await field(page, '绑定的邮箱地址').fill(email);
    await page.getByTestId('dormant-code-send').click();
    await expect(page.getByTestId('dormant-code-send')).toHaveText(/秒后重发$/);
    const [sent] = await outbox(baseURL!, email);
    expect(sent?.scene).toBe('dormant');
    await field(page, '验证码').fill(sent!.code);
    await page.getByRole('button', { name: '激活账号' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await field(page, '用户名').fill(name);
    await field(page, '密码').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/home$/);
  });

  test('a visitor opening the security centre is sent to login and back', async ({ page }) => {
    await page.goto('/app/me/security');
    await expect(page).toHaveURL(/\/login\?fromPage=%2Fapp%2Fme%2Fsecurity$/);
  });
});
