import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AppConfig } from '../../src/config/app-config.js';
import { browserSuite, eventually, hydrated, openSession, pageWidths, problemsWhile, shown } from './browser.js';

const PASSWORD = 'a long enough browser password';

/** The verification link of the newest `.eml` the server wrote to `email` (quoted-printable undone). */
function verificationLink(mailDir: string, email: string): string | null {
  if (!existsSync(mailDir)) return null;
  const files = readdirSync(mailDir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const eml = readFileSync(path.join(mailDir, file), 'utf8');
    if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm').test(eml)) continue;
    const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    return /https?:\/\/\S+\/account\/verify\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? null;
  }
  return null;
}

/**
 * Signing up, confirming the address from the mail the server wrote (no SMTP_URL: a `.eml` under
 * DATA_DIR/mail), signing out and in again, at a phone's and a desktop's width (docs/behaviour.md §12).
 */
describe('accounts on the public site (Chromium)', () => {
  const ui = browserSuite(async () => undefined);

  it.each([390, 1280])('signs up, verifies from the e-mail, signs out and in at %i px', async (width) => {
    const session = await openSession(ui.browser, ui.site.baseUrl, { viewport: { width, height: 900 } });
    const mailDir = path.join(ui.site.app.get(AppConfig).dataDir, 'mail');
    const email = `browser-${width}-${Date.now()}@example.com`;
    try {
      const problems = await problemsWhile(session, async (page) => {
        await page.goto(`${ui.site.baseUrl}/account/signup`);
        await hydrated(page);
        await page.getByLabel('Display name').fill(`Reader ${width}`);
        await page.getByLabel('E-mail address').fill(email);
        await page.getByLabel('Password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Create account' }).click();
        await shown(page.getByRole('heading', { name: 'Check your inbox' }));
        expect(await pageWidths(page)).toMatchObject({ scrollWidth: width });

        let link: string | null = null;
        await eventually(async () => {
          link = verificationLink(mailDir, email);
          expect(link).not.toBeNull();
        });
        await page.goto(link!.replace(/^https?:\/\/[^/]+/, ui.site.baseUrl));
        await shown(page.getByText('your address is confirmed'));
        await shown(page.getByRole('link', { name: `Reader ${width}` }));

        await page.goto(`${ui.site.baseUrl}/account`);
        await shown(page.getByRole('heading', { name: 'My reviews' }));
        expect(await pageWidths(page)).toMatchObject({ scrollWidth: width });
        await page.getByRole('button', { name: 'Sign out' }).click();
        await shown(page.getByRole('link', { name: 'Sign in' }).first());

        await page.goto(`${ui.site.baseUrl}/account/login?next=/account`);
        await hydrated(page);
        await page.getByLabel('E-mail address').fill(email);
        await page.getByLabel('Password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await shown(page.getByRole('heading', { name: 'My businesses' }));
        await shown(page.getByRole('link', { name: `Reader ${width}` }));
        expect(await pageWidths(page)).toMatchObject({ scrollWidth: width });
      });
      expect(problems).toEqual([]);
    } finally {
      await session.context.close();
    }
  });

  it('renders the account pages for nobody: noindex, private, and a wrong password said plainly', async () => {
    const res = await ui.page.goto(`${ui.site.baseUrl}/account/login`);
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    expect(await ui.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await hydrated(ui.page);
    await ui.page.getByLabel('E-mail address').fill('nobody@example.com');
    await ui.page.getByLabel('Password').fill('not the password');
    await ui.page.getByRole('button', { name: 'Sign in' }).click();
    await shown(ui.page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password' }));
  });
});
