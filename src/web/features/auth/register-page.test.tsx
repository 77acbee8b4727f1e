import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeServer, renderWithApp } from '#web/test/render.tsx';
import RegisterPage from './register-page.tsx';
import { browserTimeZone } from '#web/lib/time-zone.ts';

// The sign-up form through the account form scaffold: the rules' messages once sent, the focus on
// the first field to fix, the password rules, the busy button and the server's answer.

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

async function open() {
  await renderWithApp(<RegisterPage />, { path: '/auth/register', namespaces: ['auth'] });
  return screen.getByRole('button', { name: 'Crear cuenta' });
}

async function fillIn(password = 'secreto1', confirmation = password) {
  await userEvent.type(field('Nombre'), 'Luna');
  await userEvent.type(field('Email'), 'luna@example.com');
  await userEvent.type(field('Contraseña'), password);
  await userEvent.type(field('Confirmar contraseña'), confirmation);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }));
}

describe('sign-up form', () => {
  it('shows no message before sending, then every rule, focusing the first field', async () => {
    const { requests } = fakeServer(() => undefined);
    const submit = await open();
    expect(screen.queryByText('Este campo es obligatorio.')).toBeNull();
    await userEvent.click(submit);
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(4);
    expect(screen.getByText('Debes aceptar los términos y condiciones')).toBeDefined();
    expect(document.activeElement).toBe(field('Nombre'));
    expect(field('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);

    // A message goes as soon as its field is right.
    await userEvent.type(field('Nombre'), 'Luna');
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(3);
    expect(field('Nombre').getAttribute('aria-invalid')).toBeNull();
  });

  it('checks the e-mail, the password length and that both passwords match', async () => {
    fakeServer(() => undefined);
    const submit = await open();
    await userEvent.type(field('Email'), 'luna@');
    await userEvent.type(field('Contraseña'), 'abc');
    await userEvent.type(field('Confirmar contraseña'), 'abd');
    await userEvent.click(submit);
    expect(screen.getByText('El formato del email no es válido.')).toBeDefined();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres.')).toBeDefined();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeDefined();
    // The password rule is the hint until there is a problem.
    expect(screen.queryByText('Al menos 6 caracteres.')).toBeNull();
  });

  it('shows and hides what was typed in a password field', async () => {
    fakeServer(() => undefined);
    await open();
    const password = field('Contraseña');
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getAllByRole('button', { name: 'Mostrar la contraseña' })[0]!);
    expect(password.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar la contraseña' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('is busy while the account is made, then says to check the e-mail', async () => {
    let release: ((response: Response) => void) | undefined;
    const { requests } = fakeServer(({ path }) =>
      path.startsWith('/api/auth/sign-up/email') ? new Promise<Response>((r) => (release = r)) : undefined,
    );
    const submit = await open();
    await fillIn();
    await userEvent.click(submit);
    const busy = await screen.findByRole('button', { name: 'Creando la cuenta…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/api/auth/sign-up/email?tz=${encodeURIComponent(browserTimeZone())}&lang=es`,
      body: { name: 'Luna', email: 'luna@example.com', password: 'secreto1' },
    });

    release?.(answer(200, { token: null }));
    expect(await screen.findByText('Revisa tu correo para confirmar tu cuenta')).toBeDefined();
    expect(screen.getByText(/luna@example\.com/)).toBeDefined();
  });

  it('shows the server’s message above the form when it refuses', async () => {
    fakeServer(() =>
      answer(422, { code: 'USER_ALREADY_EXISTS', message: 'Ya existe una cuenta con este email.' }),
    );
    const submit = await open();
    await fillIn();
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain('Ya existe una cuenta con este email.');
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toHaveProperty('disabled', false);
  });
});
