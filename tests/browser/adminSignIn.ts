// Signing in to the admin as staff do: the sign-in form in a fresh browser context, then the landing page.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const ADMIN_PASSWORD = 'mật-khẩu-đủ-dài-123';

export async function signedIn(browser: Browser, url: string, email: string, password = ADMIN_PASSWORD): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/dang-nhap`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL(`${url}/`);
  return { context, page };
}
