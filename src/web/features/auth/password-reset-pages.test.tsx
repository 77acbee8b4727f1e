import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeServer, renderWithApp } from '#web/test/render.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

// Asking for a reset link and setting the new password, on the account form scaffold.

const input = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('forgot password', () => {
  it('needs a valid e-mail, then says a link was sent to it', async () => {
    const { requests } = fakeServer(() => answer(200, { status: true }));
    await renderWithApp(<ForgotPasswordPage />, { path: '/auth/forgot-password', namespaces: ['auth'] });
    const send = screen.getByRole('button', { name: 'Enviar el enlace' });
    await userEvent.click(send);
    expect(screen.getByText('Este campo es obligatorio.')).toBeDefined();
    await userEvent.type(input('Email'), 'sol@');
    expect(screen.getByText('El formato del email no es válido.')).toBeDefined();
    await userEvent.type(input('Email'), 'example.com ');
    await userEvent.click(send);
    expect(await screen.findByText('Revisa tu email')).toBeDefined();
    expect(screen.getByText(/Si hay una cuenta con sol@example\.com/)).toBeDefined();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/auth/request-password-reset?lang=es',
        body: { email: 'sol@example.com', redirectTo: '/auth/reset-password' },
      },
    ]);
  });

  it('says the connection was lost when no answer came', async () => {
    fakeServer(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderWithApp(<ForgotPasswordPage />, { path: '/auth/forgot-password', namespaces: ['auth'] });
    await userEvent.type(input('Email'), 'sol@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Comprueba tu conexión');
    expect(screen.getByRole('button', { name: 'Enviar el enlace' })).toHaveProperty('disabled', false);
  });
});

describe('reset password', () => {
  it('without a token, offers to ask for a new link instead of a form', async () => {
    fakeServer(() => undefined);
    await renderWithApp(<ResetPasswordPage />, { path: '/auth/reset-password', namespaces: ['auth'] });
    expect(screen.queryByLabelText('Nueva contraseña', { selector: 'input' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Este enlace no es válido o ha caducado.');
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeDefined();
  });

  it('sets the new password with the link’s token once both fields agree', async () => {
    const { requests } = fakeServer(({ path }) =>
      path.startsWith('/api/auth/reset-password') ? answer(200, { status: true }) : undefined,
    );
    await renderWithApp(<ResetPasswordPage />, {
      path: '/auth/reset-password?token=tok123',
      namespaces: ['auth'],
    });
    expect(screen.getByText('Al menos 6 caracteres.')).toBeDefined();
    await userEvent.type(input('Nueva contraseña'), 'nueva123');
    await userEvent.type(input('Confirmar la nueva contraseña'), 'nueva124');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    expect(screen.getByText('Las contraseñas no coinciden')).toBeDefined();
    expect(requests).toHaveLength(0);

    await userEvent.clear(input('Confirmar la nueva contraseña'));
    await userEvent.type(input('Confirmar la nueva contraseña'), 'nueva123{Enter}');
    expect(await screen.findByText('Tu contraseña se ha cambiado')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeDefined();
    expect(requests).toContainEqual({
      method: 'POST',
      path: '/api/auth/reset-password?lang=es',
      body: { token: 'tok123', newPassword: 'nueva123' },
    });
  });
});
