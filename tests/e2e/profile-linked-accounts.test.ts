import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, test } from 'vitest';
import { AUTH_MESSAGES } from '../../src/server/platform/i18n/auth-messages.ts';
import enProgress from '../../src/web/locales/en/progress.json' with { type: 'json' };
import esProgress from '../../src/web/locales/es/progress.json' with { type: 'json' };
import { expectAccessibleInBothThemes, failedRequest, launchBrowser, openPage } from './support/browser.ts';
import { signUpInPage, url } from './support/daily-tip.ts';

// Unlinking GitHub from the profile, and the refusal to unlink the last way in. The provider round
// trip of linking is covered against the mock authorization server in the integration tests; here
// the GitHub account is written into the database as that flow leaves it.

const TEXTS = { es: esProgress.profile.linked, en: enProgress.profile.linked };

function withDb(run: (db: Database.Database) => void): void {
  const db = new Database(join(inject('dataDir'), 'ritualia.db'));
  try {
    run(db);
  } finally {
    db.close();
  }
}

function addGitHub(email: string): void {
  withDb((db) => {
    const user = db.prepare('select id from users where email = ?').get(email) as { id: string };
    const now = new Date().toISOString();
    db.prepare(
      `insert into accounts (id, account_id, provider_id, user_id, created_at, updated_at)
       values (?, ?, 'github', ?, ?, ?)`,
    ).run(`github-${email}`, `gh-${Date.now()}`, user.id, now, now);
  });
}

const row = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

/** Scrolls to the linked accounts, as a person does: the section loads them when it comes near. */
const scrollToLinked = (page: Page, lang: 'es' | 'en') =>
  page.getByRole('region', { name: TEXTS[lang].title }).scrollIntoViewIfNeeded();

describe.each(['es', 'en'] as const)('linked accounts on the profile in %s', (lang) => {
  const l = TEXTS[lang];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  test('unlinks GitHub, and refuses to unlink it when it is the last way in', async () => {
    const { page, expectErrors, close } = await openPage(browser);
    const email = await signUpInPage(page, `linked-${lang}`, lang);
    await page.evaluate((language) => localStorage.setItem('language', language), lang);
    addGitHub(email);
    await page.goto(url('/profile'));
    await scrollToLinked(page, lang);
    const unlink = page.getByRole('button', { name: l.unlink.replace('{{provider}}', 'GitHub') });
    await row(page, 'GitHub').getByText(l.connected, { exact: true }).waitFor();
    await expectAccessibleInBothThemes(page);
    await unlink.click();
    await page
      .getByRole('status')
      .filter({ hasText: l.unlinkedNotice.replace('{{provider}}', 'GitHub') })
      .waitFor();
    await row(page, 'GitHub').getByText(l.notConnected, { exact: true }).waitFor();

    // Without a password, GitHub is the only way in: it stays, and the page says why.
    addGitHub(email);
    withDb((db) =>
      db
        .prepare(
          `delete from accounts where provider_id = 'credential' and user_id = (select id from users where email = ?)`,
        )
        .run(email),
    );
    await page.reload();
    await scrollToLinked(page, lang);
    await unlink.click();
    await page.getByRole('alert').filter({ hasText: AUTH_MESSAGES[lang].auth_last_sign_in_method }).waitFor();
    await row(page, 'GitHub').getByText(l.connected, { exact: true }).waitFor();
    await expectAccessibleInBothThemes(page);
    // The refused unlink is a 400 the browser logs as a failed resource; nothing else may fail.
    expectErrors(failedRequest(400, '/api/auth/unlink-account'));
    await close();
  }, 120_000);

  test('explains a refused link the provider came back with', async () => {
    const { page, close } = await openPage(browser);
    await signUpInPage(page, `link-refused-${lang}`, lang);
    await page.evaluate((language) => localStorage.setItem('language', language), lang);
    await page.goto(url('/profile?error=email_does_not_match'));
    await page.getByRole('alert').filter({ hasText: l.errors.emailMismatch }).waitFor();
    await close();
  });
});
