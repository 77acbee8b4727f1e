import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseResult, ShopItemView, Wallet } from '../../src/shared/api/shop.ts';
import type { UserProgress } from '../../src/shared/api/progress.ts';
import { signUpVerified } from './support/accounts.ts';
import { completeRituals, data, errorOf, newKey } from './support/shop-fixtures.ts';
import { userIdOf } from './support/reminders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import type { TestClient } from './support/test-client.ts';
import { testDatabases } from './support/test-db.ts';

const putCosmetics = (browser: TestClient, json: object) =>
  browser.request('/api/v1/me/cosmetics', { method: 'PUT', json });

describe.each(testDatabases)('shop on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists the items publicly with prices and texts in the asked language', async () => {
    const en = await data<ShopItemView[]>(await t.request('/api/v1/shop?lang=en'));
    const fr = await data<ShopItemView[]>(await t.request('/api/v1/shop?lang=fr'));
    expect(en.find((i) => i.key === 'streak_freeze')).toMatchObject({
      kind: 'streak_freeze',
      name: 'Streak freeze',
    });
    expect(fr.find((i) => i.key === 'streak_freeze')?.name).toBe('Protection de série');
    expect(en.filter((i) => i.kind === 'palette').length).toBeGreaterThanOrEqual(4);
    expect(en.filter((i) => i.kind === 'frame').length).toBeGreaterThanOrEqual(4);
    for (const item of en) expect(item.price).toBeGreaterThan(0);
    expect((await t.request('/api/v1/shop?lang=xx')).status).toBe(400);
  });

  it.each([
    ['GET', '/api/v1/me/wallet'],
    ['POST', '/api/v1/me/purchases'],
    ['PUT', '/api/v1/me/cosmetics'],
  ])('%s %s needs a session', async (method, path) => {
    expect(
      (await t.client().request(path, { method, ...(method === 'GET' ? {} : { json: {} }) })).status,
    ).toBe(401);
  });

  it('keeps the balance as earned minus spent without lowering points or level', async () => {
    const { browser } = await signUpVerified(t, 'balance');
    await completeRituals(browser, [1, 2, 3, 4, 5, 6]);
    const before = await data<UserProgress>(await browser.get('/api/v1/me/progress'));
    const wallet0 = await data<Wallet>(await browser.get('/api/v1/me/wallet'));
    expect(wallet0).toEqual({
      balance: before.total_points,
      earned: before.total_points,
      spent: 0,
      freezes_held: 0,
      owned: [],
      applied: { palette: null, frame: null },
    });

    const res = await browser.post('/api/v1/me/purchases', {
      item: 'palette_jade',
      idempotency_key: newKey(),
    });
    expect(res.status).toBe(201);
    const bought = await data<PurchaseResult>(res);
    expect(bought).toMatchObject({ item: 'palette_jade', balance_after: before.total_points - bought.price });

    const wallet = await data<Wallet>(await browser.get('/api/v1/me/wallet'));
    expect(wallet).toMatchObject({
      earned: before.total_points,
      spent: bought.price,
      balance: before.total_points - bought.price,
      owned: ['palette_jade'],
    });
    const after = await data<UserProgress>(await browser.get('/api/v1/me/progress'));
    expect([after.total_points, after.level]).toEqual([before.total_points, before.level]);

    // A cosmetic is bought once; applying needs ownership; the choice is stored on the account.
    const again = await browser.post('/api/v1/me/purchases?lang=en', {
      item: 'palette_jade',
      idempotency_key: newKey(),
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('limit_reached');
    const notOwned = await putCosmetics(browser, {
      palette: 'palette_jade',
      frame: 'frame_sun',
    });
    expect(notOwned.status).toBe(409);
    expect((await errorOf(notOwned)).code).toBe('cosmetic_not_owned');
    const applied = await putCosmetics(browser, { palette: 'palette_jade', frame: null });
    expect((await data<Wallet>(applied)).applied).toEqual({ palette: 'palette_jade', frame: null });
    const otherDevice = await data<Wallet>(await browser.get('/api/v1/me/wallet'));
    expect(otherDevice.applied).toEqual({ palette: 'palette_jade', frame: null });
    expect((await putCosmetics(browser, { palette: 'frame_sun', frame: null })).status).toBe(400);
  });

  it('refuses what the user cannot afford, an unknown item and a bad body, in their language', async () => {
    const { browser } = await signUpVerified(t, 'poor');
    const poor = await browser.post('/api/v1/me/purchases?lang=en', {
      item: 'streak_freeze',
      idempotency_key: newKey(),
    });
    expect(poor.status).toBe(409);
    expect(await errorOf(poor)).toEqual({
      code: 'insufficient_balance',
      message: 'You do not have enough points for this item.',
    });
    const poorEs = await browser.post('/api/v1/me/purchases', {
      item: 'streak_freeze',
      idempotency_key: newKey(),
    });
    expect((await errorOf(poorEs)).message).toBe('No tienes puntos suficientes para este artículo.');
    const unknown = await browser.post('/api/v1/me/purchases', { item: 'dragon', idempotency_key: newKey() });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).code).toBe('unknown_item');
    const bad = await browser.post('/api/v1/me/purchases', { item: 'streak_freeze', idempotency_key: 'x' });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe('invalid_purchase');
  });

  it('holds at most two streak freezes', async () => {
    const { browser } = await signUpVerified(t, 'freezes');
    await completeRituals(browser, [1, 2, 3, 4, 5]);
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await browser.post('/api/v1/me/purchases', { item: 'streak_freeze', idempotency_key: newKey() }))
          .status,
      ).toBe(201);
    }
    const third = await browser.post('/api/v1/me/purchases?lang=fr', {
      item: 'streak_freeze',
      idempotency_key: newKey(),
    });
    expect(third.status).toBe(409);
    expect((await errorOf(third)).code).toBe('limit_reached');
    expect((await data<Wallet>(await browser.get('/api/v1/me/wallet'))).freezes_held).toBe(2);
  });

  it('stores 100 concurrent identical purchases exactly once and answers them all alike', async () => {
    const { browser, email } = await signUpVerified(t, 'burst');
    await completeRituals(browser, [1, 2, 3, 4, 5]);
    const body = { item: 'frame_crescent', idempotency_key: newKey('burst') };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => browser.post('/api/v1/me/purchases', body)),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(99);
    const bodies = new Set(await Promise.all(answers.map(async (r) => JSON.stringify(await r.json()))));
    expect(bodies.size).toBe(1);
    const rows = await t.db.kysely
      .selectFrom('purchases')
      .selectAll()
      .where('user_id', '=', await userIdOf(t, email))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('never overspends when different purchases race', async () => {
    const { browser } = await signUpVerified(t, 'race');
    await completeRituals(browser, [1, 2, 3, 4]);
    const { balance } = await data<Wallet>(await browser.get('/api/v1/me/wallet'));
    const items = await data<ShopItemView[]>(await t.request('/api/v1/shop'));
    const cosmetics = items.filter((i) => i.kind !== 'streak_freeze');
    expect(cosmetics.reduce((sum, i) => sum + i.price, 0)).toBeGreaterThan(balance);
    const answers = await Promise.all(
      cosmetics.map((i) =>
        browser.post('/api/v1/me/purchases', { item: i.key, idempotency_key: newKey('race') }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses).toContain(409);
    const wallet = await data<Wallet>(await browser.get('/api/v1/me/wallet'));
    const boughtPrices = cosmetics.filter((_, n) => statuses[n] === 201).map((i) => i.price);
    expect(wallet.spent).toBe(boughtPrices.reduce((a, b) => a + b, 0));
    expect(wallet.balance).toBeGreaterThanOrEqual(0);
    expect(wallet.owned).toHaveLength(boughtPrices.length);
  });
});
