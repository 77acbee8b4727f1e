import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeServer, renderWithApp } from '#web/test/render.tsx';
import LoginPage from './login-page.tsx';
import { browserTimeZone } from '#web/lib/time-zone.ts';

// Signing in on the account form scaffold: the password form checks both fields, the magic link
// only the e-mail, and a failure is the server's own words.

const input = (name: string) => screen.getByLabelText(name, { selector: 'input' });

async function open() {
  await renderWithApp(<LoginPage />, { path: '/auth/login', namespaces: ['auth'] });
}

describe('sign-in page', () => {
  it('asks for both fields before signing in, but only a password for presence', async () => {
    const { requests } = fakeServer(() => undefined);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(document.activeElement).toBe(input('Email'));
    await userEvent.type(input('Email'), 'sol@example.com');
    await userEvent.type(input('Contraseña'), 'abc');
    // A short password may be an old one: length rules are for new passwords.
    expect(screen.queryByText('La contraseña debe tener al menos 6 caracteres.')).toBeNull();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends a magic link with only the e-mail checked', async () => {
    const { requests } = fakeServer(() => answer(200, { status: true }));
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace mágico' }));
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(1);
    await userEvent.type(input('Email'), 'sol@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace mágico' }));
    expect(await screen.findByText('¡Enlace mágico enviado!')).toBeDefined();
    expect(requests.at(-1)).toMatchObject({
      path: `/api/auth/sign-in/magic-link?tz=${encodeURIComponent(browserTimeZone())}&lang=es`,
    });
  });

  it('shows the server’s words for wrong credentials', async () => {
    fakeServer(() =>
      answer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Email o contraseña incorrectos.' }),
    );
    await open();
    await userEvent.type(input('Email'), 'sol@example.com');
    await userEvent.type(input('Contraseña'), 'secreto1{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Email o contraseña incorrectos.');
  });
});
