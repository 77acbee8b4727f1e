import { QueryClient } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '#web/i18n/i18n.ts';
import { emailUser } from '#web/test/users.ts';
import { answer, fakeServer, renderWithApp } from '#web/test/render.tsx';
import { App } from '#web/app/app.tsx';
import { AccountPreferencesSync } from './account-preferences-sync.tsx';
import { SESSION_QUERY_KEY } from './session.ts';

// Keeping the interface and the account in step once a session is known. The part loads after the
// session does, so what the page showed at that moment (`shown`) tells a choice the person made in
// between (to save) from the interface's earlier state (to replace with the account's).

function server(language: 'es' | 'fr') {
  const account = { ...emailUser, language };
  return fakeServer(({ method, path, body }) => {
    if (path.startsWith('/api/v1/session')) return answer(200, { success: true, data: account });
    if (method === 'PATCH' && path === '/api/v1/me')
      return answer(200, { success: true, data: { ...account, ...(body as object) } });
    return undefined;
  });
}

const patches = (requests: { method: string; body: unknown }[]) =>
  requests.filter((r) => r.method === 'PATCH').map((r) => r.body);

afterEach(() => i18n.changeLanguage('es'));

describe('account preferences', () => {
  it('applies the account’s language at sign-in and saves nothing', async () => {
    const { requests } = server('fr');
    // Signed in from a page in English; the account says French.
    await renderWithApp(<AccountPreferencesSync shown={{ language: 'en', theme: 'light' }} />, {
      language: 'en',
    });
    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(patches(requests)).toEqual([]);
  });

  it('saves a language chosen while it was still loading, instead of undoing it', async () => {
    const { requests } = server('es');
    // The page showed Spanish when the session became known; the person then picked French.
    await renderWithApp(<AccountPreferencesSync shown={{ language: 'es', theme: 'light' }} />, {
      language: 'fr',
    });
    await waitFor(() => expect(patches(requests)).toEqual([{ language: 'fr' }]));
    expect(i18n.language).toBe('fr');
  });
});

describe('signing out and in again', () => {
  it('applies the account again, and does not save what the visitor chose in between', async () => {
    const { requests } = server('es');
    const account = { ...emailUser, language: 'es' as const };
    await i18n.changeLanguage('es');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(SESSION_QUERY_KEY, account);
    render(<App i18n={i18n} queryClient={queryClient} router={() => null} />);
    act(() => queryClient.setQueryData(SESSION_QUERY_KEY, null));
    // Signed out, the visitor reads in English, then signs in again.
    await act(() => i18n.changeLanguage('en'));
    act(() => queryClient.setQueryData(SESSION_QUERY_KEY, account));
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(patches(requests)).toEqual([]);
  });
});
