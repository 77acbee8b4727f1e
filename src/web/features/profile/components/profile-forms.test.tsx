import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeServer, renderWithApp } from '#web/test/render.tsx';
import { emailUser } from '#web/test/users.ts';
import { ProfileDetails } from './profile-details.tsx';
import { ProfilePassword } from './profile-password.tsx';

// The profile's two account forms, built on the same scaffold as sign-in and sign-up.

const input = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const open = (ui: React.ReactElement) =>
  renderWithApp(ui, { path: '/profile', namespaces: ['auth', 'profile'] });

describe('profile: change of password', () => {
  it('needs the current password and a valid new pair before sending', async () => {
    const { requests } = fakeServer(() => undefined);
    await open(<ProfilePassword user={emailUser} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(3);
    expect(document.activeElement).toBe(input('Contraseña actual'));
    await userEvent.type(input('Contraseña actual'), 'antigua1');
    await userEvent.type(input('Nueva contraseña'), 'nueva');
    await userEvent.type(input('Confirmar la nueva contraseña'), 'nueva');
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres.')).toBeDefined();
    expect(requests).toHaveLength(0);
  });

  it('changes it, empties the form and says other sessions were closed', async () => {
    const { requests } = fakeServer(({ path }) => {
      if (path.startsWith('/api/auth/change-password')) return answer(200, { token: null });
      if (path.startsWith('/api/v1/session')) return answer(200, { success: true, data: null });
      return undefined;
    });
    await open(<ProfilePassword user={emailUser} />);
    await userEvent.type(input('Contraseña actual'), 'antigua1');
    await userEvent.type(input('Nueva contraseña'), 'nueva123');
    await userEvent.type(input('Confirmar la nueva contraseña'), 'nueva123');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(await screen.findByText(/Contraseña cambiada/)).toBeDefined();
    expect(requests).toContainEqual({
      method: 'POST',
      path: '/api/auth/change-password?lang=es',
      body: { currentPassword: 'antigua1', newPassword: 'nueva123', revokeOtherSessions: true },
    });
    expect(input('Contraseña actual')).toHaveProperty('value', '');
    expect(input('Nueva contraseña')).toHaveProperty('value', '');
  });

  it('says what the server answered to a wrong current password', async () => {
    fakeServer(() =>
      answer(400, { code: 'INVALID_PASSWORD', message: 'La contraseña actual no es correcta.' }),
    );
    await open(<ProfilePassword user={emailUser} />);
    await userEvent.type(input('Contraseña actual'), 'otra1234');
    await userEvent.type(input('Nueva contraseña'), 'nueva123');
    await userEvent.type(input('Confirmar la nueva contraseña'), 'nueva123');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
    expect((await screen.findByRole('alert')).textContent).toContain('La contraseña actual no es correcta.');
    expect(input('Contraseña actual')).toHaveProperty('value', 'otra1234');
  });

  it('offers a link to create one to an account without a password', async () => {
    const { requests } = fakeServer(() => answer(200, { status: true }));
    await open(<ProfilePassword user={{ ...emailUser, hasPassword: false }} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Enviarme un enlace para crear una contraseña' }),
    );
    expect(await screen.findByText(/Te hemos enviado un enlace a sol@example\.com/)).toBeDefined();
    expect(requests.at(-1)?.body).toEqual({ email: 'sol@example.com', redirectTo: '/auth/reset-password' });
  });
});

describe('profile: details', () => {
  it('refuses an avatar that is not https and an empty name', async () => {
    const { requests } = fakeServer(() => undefined);
    await open(<ProfileDetails user={emailUser} />);
    await userEvent.clear(input('Nombre visible'));
    await userEvent.type(input('Avatar (dirección de una imagen)'), 'http://example.com/a.png');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar los cambios' }));
    expect(screen.getByText('Este campo es obligatorio.')).toBeDefined();
    expect(screen.getByText('El avatar debe ser una dirección https://.')).toBeDefined();
    expect(requests).toHaveLength(0);
  });

  it('saves the trimmed name and shows what the server kept', async () => {
    const { requests } = fakeServer(({ method, body }) =>
      method === 'PATCH'
        ? answer(200, { success: true, data: { ...emailUser, ...(body as object) } })
        : undefined,
    );
    await open(<ProfileDetails user={emailUser} />);
    await userEvent.clear(input('Nombre visible'));
    await userEvent.type(input('Nombre visible'), '  Sol y Luna  ');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar los cambios' }));
    expect(await screen.findByText('Cambios guardados.')).toBeDefined();
    expect(requests.at(-1)?.body).toEqual({ displayName: 'Sol y Luna', avatarUrl: null });
    expect(input('Nombre visible')).toHaveProperty('value', 'Sol y Luna');
    expect(input('Email')).toHaveProperty('readOnly', true);
  });
});
