import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeServer, renderWithApp } from '#web/test/render.tsx';
import { NoteEditor } from './note-editor.tsx';

// The journal's note editor against a faked server: write, pick a mood, save, delete; the length
// rule counted as a person counts; the server's own message when it refuses.

const entry = {
  kind: 'ritual' as const,
  ritual_id: 7,
  date: null,
  entry_date: '2026-11-27',
  text: 'Me sentí en calma.',
  mood: 4,
  created_at: '2026-11-27T20:00:00Z',
  updated_at: '2026-11-27T20:00:00Z',
};

function server(status = 200) {
  return fakeServer(({ method, body }) => {
    if (method === 'PUT' && status !== 200)
      return answer(status, { error: { code: 'validation_failed', message: 'La nota no es válida.' } });
    if (method === 'PUT')
      return answer(200, {
        success: true,
        data: { ...entry, ...(body as object), updated_at: entry.updated_at },
      });
    if (method === 'DELETE') return answer(200, { success: true });
    return undefined;
  });
}

async function edit(existing: typeof entry | null = null) {
  const onDone = vi.fn();
  await renderWithApp(
    <NoteEditor target={{ kind: 'ritual', ritualId: 7 }} entry={existing} onDone={onDone} />,
    {
      namespaces: ['journal'],
    },
  );
  return { onDone, text: screen.getByRole('textbox', { name: 'Tu nota (privada)' }) };
}

describe('journal note editor', () => {
  it('saves a new note with its mood and says so', async () => {
    const { requests } = server();
    const { onDone, text } = await edit();
    await userEvent.type(text, 'Luna llena 🌕');
    expect(screen.getByText('12 de 2000 caracteres')).toBeDefined();
    await userEvent.click(screen.getByRole('radio', { name: 'Radiante' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar nota' }));

    expect(await screen.findByText('Nota guardada.')).toBeDefined();
    expect(requests).toContainEqual({
      method: 'PUT',
      path: '/api/v1/me/journal/rituals/7',
      body: { text: 'Luna llena 🌕', mood: 5 },
    });
    expect(onDone).toHaveBeenCalledOnce();
    // A new note cannot be deleted before it exists.
    expect(screen.queryByRole('button', { name: 'Borrar nota' })).toBeNull();
  });

  it('starts from the saved note and its mood, and can clear the mood', async () => {
    const { requests } = server();
    await edit(entry);
    expect(screen.getByRole('textbox', { name: 'Tu nota (privada)' })).toHaveProperty('value', entry.text);
    expect(screen.getByRole('radio', { name: 'Bien' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Sin indicar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar nota' }));
    await screen.findByText('Nota guardada.');
    expect(requests.at(-1)?.body).toEqual({ text: entry.text, mood: null });
  });

  it('refuses a note over 2,000 characters before sending it', async () => {
    const { requests } = server();
    const { text } = await edit();
    await userEvent.click(text);
    await userEvent.paste('✨'.repeat(2001));
    expect(screen.getByText('2001 de 2000 caracteres')).toBeDefined();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Guardar nota' })).toHaveProperty('disabled', true);
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByRole('button', { name: 'Guardar nota' })).toHaveProperty('disabled', false);
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('shows the server’s own message when it refuses the note', async () => {
    server(400);
    const { onDone, text } = await edit();
    await userEvent.type(text, 'Hola');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar nota' }));
    expect(await screen.findByText('La nota no es válida.')).toBeDefined();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('deletes a saved note and empties the editor', async () => {
    const { requests } = server();
    const { onDone, text } = await edit(entry);
    await userEvent.click(screen.getByRole('button', { name: 'Borrar nota' }));
    expect(await screen.findByText('Nota borrada.')).toBeDefined();
    expect(requests).toContainEqual({
      method: 'DELETE',
      path: '/api/v1/me/journal/rituals/7',
      body: undefined,
    });
    expect(text).toHaveProperty('value', '');
    expect(screen.getByRole('radio', { name: 'Sin indicar' })).toHaveProperty('checked', true);
    expect(onDone).toHaveBeenCalledOnce();
  });
});
