import { describe, expect, it } from 'vitest';
import { API_ROUTES } from './api-routes.ts';

// What the reference promises beside each route's own errors: a language outside the four is a
// 400 wherever `?lang=` is read, and a signed-in route without a session is a 401.
const name = (route: (typeof API_ROUTES)[number]) => `${route.method} ${route.path}`;

describe('the documented routes', () => {
  it('list invalid_language with 400 on every route that reads ?lang=', () => {
    const missing = API_ROUTES.filter(
      (route) => route.query?.['lang'] && !route.errors[400]?.includes('invalid_language'),
    );
    expect(missing.map(name)).toEqual([]);
  });

  it('list not_authenticated with 401 on every route that needs a session', () => {
    const missing = API_ROUTES.filter(
      (route) => route.session === 'required' && !route.errors[401]?.includes('not_authenticated'),
    );
    expect(missing.map(name)).toEqual([]);
  });
});
