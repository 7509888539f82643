import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderWithClient, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { xIntentUrl } from '../../../common/compose.plain';
import { apiError, mockApi, ok, type MockHandler, type MockReply } from '../../test/mock-api';
import { COMPOSE_TEXTS, type Composer, type MessageTemplate } from '../../../common/message-templates';
import { clearToasts, Toaster } from '../../components/ui/toaster';
import { mentionBefore } from './mention-suggestions';
import { MessageComposer } from './message-composer';
import { COMPOSER_SCREEN_TEXTS } from './compose-screen-texts';
import { SHARED_TEXTS } from '../../components/shared-texts';

// Issue #19: the message composer under the shoot result.

afterEach(() => {
  cleanup();
  clearToasts();
});

/** The composer asks the server for its settings, templates and suggestions: a query client, as in the app. */
function render(ui: ReactElement) {
  return renderWithClient(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

/**
 * The server's half of the composer, in memory, with the rules of server/compose (tested there):
 * GET /api/compose, PATCH its settings, templates created, changed and deleted by id.
 */
function fakeComposerServer(start: Partial<Composer> = {}, extra: Record<string, MockHandler | MockReply> = {}) {
  const state: Composer = { mentionWarning: 10, numbered: false, lastTemplateId: null, templates: [], ...start };
  let nextId = 100;
  const routes: Record<string, MockHandler | MockReply> = {
    'GET /api/compose': () => ok(structuredClone(state)),
    'PATCH /api/compose/settings': (body) => {
      Object.assign(state, body);
      return ok(structuredClone(state));
    },
    'POST /api/compose/templates': (body) => {
      const { name, message } = body as { name: string; message: string };
      if (state.templates.some((template) => template.name.toLowerCase() === name.toLowerCase())) return apiError(409, 'TEMPLATE_NAME_TAKEN', COMPOSE_TEXTS.templateNameTaken(name));
      const template: MessageTemplate = { id: (nextId += 1), name, message, updatedAt: new Date().toISOString() };
      state.templates.push(template);
      state.lastTemplateId = template.id;
      return { status: 201, body: template };
    },
    ...extra,
  };
  // mockApi answers by exact path: the ids a test may create or start with.
  for (const id of [...state.templates.map((template) => template.id), 101, 102, 103]) {
    const find = () => state.templates.find((template) => template.id === id);
    routes[`PATCH /api/compose/templates/${String(id)}`] = (change) => {
      const template = find();
      if (!template) return apiError(404, 'NOT_FOUND', COMPOSE_TEXTS.templateNotFound);
      Object.assign(template, change);
      return ok(template);
    };
    routes[`DELETE /api/compose/templates/${String(id)}`] = () => {
      state.templates = state.templates.filter((template) => template.id !== id);
      if (state.lastTemplateId === id) state.lastTemplateId = null;
      return new Response(null, { status: 204 });
    };
  }
  return { state, api: mockApi(routes) };
}

const message = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: COMPOSER_SCREEN_TEXTS.message });
const parts = () => within(screen.getByRole('list', { name: 'Parts' })).getAllByRole('listitem');

describe('the message composer', () => {
  beforeEach(() => {
    fakeComposerServer();
  });

  it("is spec §9's 'Type a message' input, and puts the drawn mentions where {mentions} stands", async () => {
    render(<MessageComposer userId={1} usernames={['ann', 'bob']} />);
    await screen.findByRole('textbox', { name: COMPOSER_SCREEN_TEXTS.message });
    expect(message().placeholder).toBe('Type a message');
    fireEvent.change(message(), { target: { value: 'Congrats ! 🎉' } });
    // The caret after 'Congrats ': the button puts the token there.
    message().setSelectionRange(9, 9);
    fireEvent.click(screen.getByRole('button', { name: COMPOSER_SCREEN_TEXTS.insertMentions }));
    expect(message().value).toBe('Congrats {mentions}! 🎉');
    expect(document.activeElement).toBe(message());
    expect(message().selectionStart).toBe(19);
    expect(parts()).toHaveLength(1);
    expect(parts()[0]!.textContent).toContain('Congrats @ann @bob! 🎉');
    // X's count: the emoji is 2.
    expect(screen.getByText('22/280 characters')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post part 1 on X (opens X in a new tab)' }).getAttribute('href')).toBe(xIntentUrl('Congrats @ann @bob! 🎉'));
  });

  it("ends the first post with a draw's certificate link, and opens the next parts as replies once part 1's address is pasted (issue #36)", async () => {
    const link = 'https://rollcall.com/draws/abc123';
    const winners = Array.from({ length: 30 }, (_, i) => `winner_${String(i).padStart(3, '0')}`);
    render(<MessageComposer userId={3} usernames={winners} link={link} />);
    await screen.findByRole('textbox', { name: COMPOSER_SCREEN_TEXTS.message });
    fireEvent.change(message(), { target: { value: 'Congrats {mentions}!' } });
    expect(parts().length).toBeGreaterThan(1);
    expect(parts()[0]!.textContent).toContain(link);
    // The counter counts the link that ends the message: 'Congrats !' 10, a blank line 2, the link 23.
    expect(screen.getByText('35/280')).toBeTruthy();
    const second = () => screen.getByRole('link', { name: 'Post part 2 on X (opens X in a new tab)' });
    const secondText = new URL(second().getAttribute('href')!).searchParams.get('text')!;
    expect(new URL(second().getAttribute('href')!).searchParams.has('in_reply_to')).toBe(false);
    const address = screen.getByRole('textbox', { name: COMPOSER_SCREEN_TEXTS.firstPostAddress });
    fireEvent.change(address, { target: { value: 'https://x.com.evil.example/me/status/1' } });
    expect(screen.getByText(COMPOSER_SCREEN_TEXTS.firstPostAddressInvalid)).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(second().getAttribute('href')!).searchParams.has('in_reply_to')).toBe(false);
    fireEvent.change(address, { target: { value: 'https://x.com/me/status/1790000000000000001?s=20' } });
    expect(second().getAttribute('href')).toBe(xIntentUrl(secondText, '1790000000000000001'));
    // Part 1 itself is never a reply.
    expect(new URL(screen.getByRole('link', { name: 'Post part 1 on X (opens X in a new tab)' }).getAttribute('href')!).searchParams.has('in_reply_to')).toBe(false);
  });

  it('warns on a post with more mentions than the limit, a setting kept per user on the server', async () => {
    const many = Array.from({ length: 12 }, (_, i) => `user_${String(i)}`);
    const server = fakeComposerServer();
    const { unmount } = render(<MessageComposer userId={7} usernames={many} />);
    await screen.findByRole('textbox', { name: COMPOSER_SCREEN_TEXTS.message });
    expect(screen.getByText(COMPOSER_SCREEN_TEXTS.tooManyMentions(12, 10))).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: COMPOSER_SCREEN_TEXTS.mentionWarningSetting }), { target: { value: '15' } });
    expect(screen.queryByText(/This post mentions/)).toBeNull();
    await waitFor(() => {
      expect(server.state.mentionWarning).toBe(15);
    });
    unmount();
    localStorage.clear(); // another browser: the setting is the account's
    render(<MessageComposer userId={7} usernames={many} />);
    await screen.findByRole('textbox', { name: COMPOSER_SCREEN_TEXTS.message });
    expect((screen.getByRole('spinbutton', { name: COMPOSER_SCREEN_TEXTS.mentionWarningSetting }) as HTMLInputElement).value).toBe('15');
    expect(screen.queryByText(/This post mentions/)).toBeNull();
  });

  it('says when the message alone is too long, and works without a shoot', async () => {
    render(<MessageComposer userId={3} usernames={[]} />);
    // Folded until opened when there is nothing to write around yet.
    const toggle = screen.getByRole('button', { name: COMPOSER_SCREEN_TEXTS.composer });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: COMPOSER_SCREEN_TEXTS.message })).toBeNull();
    fireEvent.click(toggle);
    expect(await screen.findByText(COMPOSER_SCREEN_TEXTS.noPosts)).toBeTruthy();
    fireEvent.change(message(), { target: { value: '你'.repeat(150) } });
    expect(screen.getByRole('alert').textContent).toBe(COMPOSER_SCREEN_TEXTS.messageTooLong(300));
    fireEvent.change(message(), { target: { value: 'Just a note' } });
    expect(parts()[0]!.textContent).toContain('Just a note');
  });

  it('numbers the posts when asked', async () => {
    const many = Array.from({ length: 40 }, (_, i) => `m${String(i)}_longhandle`);
    render(<MessageComposer userId={4} usernames={many} />);
    await screen.findByRole('textbox', { name: COMPOSER_SCREEN_TEXTS.message });
    fireEvent.click(screen.getByRole('checkbox', { name: COMPOSER_SCREEN_TEXTS.numbered }));
    // At once: the checkbox does not wait for the server.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: COMPOSER_SCREEN_TEXTS.numbered }).checked).toBe(true);
    const texts = parts().map((part) => part.querySelector('p')!.textContent);
    expect(texts.length).toBeGreaterThan(1);
    texts.forEach((text, index) => {
      expect(text!.endsWith(` ${String(index + 1)}/${String(texts.length)}`)).toBe(true);
    });
  });

  it('suggests members of my lists after @, as a listbox the keyboard drives, and Enter inserts @handle', async () => {
    const { api } = fakeComposerServer({}, { 'GET /api/members/suggest?q=gr': { status: 200, body: { usernames: ['grace_h', 'greta'] } } });
    render(<MessageComposer userId={9} usernames={['ann']} />);
    const box = await screen.findByRole('textbox', { name: COMPOSER_SCREEN_TEXTS.message });
    fireEvent.change(box, { target: { value: 'Thanks @gr', selectionStart: 10 } });
    const listbox = await screen.findByRole('listbox', { name: COMPOSER_SCREEN_TEXTS.suggestions });
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['@grace_h', '@greta']);
    expect(box.getAttribute('aria-activedescendant')).toBe(within(listbox).getAllByRole('option')[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(within(listbox).getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLTextAreaElement).value).toBe('Thanks @greta ');
    await waitFor(() => {
      expect(screen.queryByRole('listbox', { name: COMPOSER_SCREEN_TEXTS.suggestions })).toBeNull();
    });
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect(api.calls('GET /api/members/suggest?q=gr')).toHaveLength(1);
  });

  it('reads the mention being typed before the caret, and nothing glued to a word', () => {
    expect(mentionBefore('Hi @an', 6)).toEqual({ start: 3, text: 'an' });
    expect(mentionBefore('@an', 3)).toEqual({ start: 0, text: 'an' });
    expect(mentionBefore('mail me@an', 10)).toBeNull();
    expect(mentionBefore('Hi @an and more', 6)).toEqual({ start: 3, text: 'an' });
    expect(mentionBefore('Hi @', 4)).toBeNull();
  });
});

describe('message templates', () => {
  const templateSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: COMPOSER_SCREEN_TEXTS.template });
  const toastText = async (text: string) => screen.findByText(text, { selector: '[role="status"] *, [role="alert"] *' });

  it('saves the message as a named template, refusing a blank message and a name already used', async () => {
    const server = fakeComposerServer({ templates: [{ id: 5, name: 'Giveaway', message: 'Winners: {mentions}', updatedAt: '2026-01-01T00:00:00.000Z' }] });
    render(<MessageComposer userId={21} usernames={['ann']} />);
    await screen.findByRole('textbox', { name: COMPOSER_SCREEN_TEXTS.message });
    // Nothing typed yet: saving says why not.
    fireEvent.click(screen.getByRole('button', { name: COMPOSER_SCREEN_TEXTS.saveAsTemplate }));
    let dialog = await screen.findByRole('dialog', { name: COMPOSER_SCREEN_TEXTS.saveAsTemplate });
    fireEvent.change(within(dialog).getByRole('textbox', { name: COMPOSER_SCREEN_TEXTS.templateName }), { target: { value: 'Thanks' } });
    fireEvent.click(within(dialog).getByRole('button', { name: COMPOSER_SCREEN_TEXTS.save }));
    expect(within(dialog).getByRole('alert').textContent).toBe(COMPOSE_TEXTS.messageRequired);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.change(message(), { target: { value: '🎉 Thanks {mentions}!' } });
    fireEvent.click(screen.getByRole('button', { name: COMPOSER_SCREEN_TEXTS.saveAsTemplate }));
    dialog = await screen.findByRole('dialog', { name: COMPOSER_SCREEN_TEXTS.saveAsTemplate });
    const name = within(dialog).getByRole('textbox', { name: COMPOSER_SCREEN_TEXTS.templateName });
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'giveaway' } });
    fireEvent.click(within(dialog).getByRole('button', { name: COMPOSER_SCREEN_TEXTS.save }));
    expect(await within(dialog).findByText(COMPOSE_TEXTS.templateNameTaken('giveaway'))).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(name, { target: { value: 'Weekly thanks' } });
    fireEvent.click(within(dialog).getByRole('button', { name: COMPOSER_SCREEN_TEXTS.save }));
    await toastText(COMPOSER_SCREEN_TEXTS.templateSaved('Weekly thanks'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.state.templates.map((template) => [template.name, template.message])).toEqual([
      ['Giveaway', 'Winners: {mentions}'],
      ['Weekly thanks', '🎉 Thanks {mentions}!'],
    ]);
    await waitFor(() => {
      expect(templateSelect().selectedOptions[0]!.textContent).toBe('Weekly thanks');
    });
  });

  it('brings the last used template back, and choosing another one keeps what was typed behind Undo', async () => {
    const server = fakeComposerServer({
      lastTemplateId: 2,
      templates: [
        { id: 1, name: 'Giveaway', message: 'Winners: {mentions}', updatedAt: '2026-01-01T00:00:00.000Z' },
        { id: 2, name: 'Shout-out', message: 'Shout-out to {mentions} 🙌', updatedAt: '2026-01-01T00:00:00.000Z' },
      ],
    });
    render(<MessageComposer userId={22} usernames={['ann']} />);
    await waitFor(() => {
      expect(message().value).toBe('Shout-out to {mentions} 🙌');
    });
    expect(templateSelect().selectedOptions[0]!.textContent).toBe('Shout-out');

    fireEvent.change(message(), { target: { value: 'Something of my own' } });
    fireEvent.change(templateSelect(), { target: { value: '1' } });
    expect(message().value).toBe('Winners: {mentions}');
    await waitFor(() => {
      expect(server.state.lastTemplateId).toBe(1);
    });
    await toastText(COMPOSER_SCREEN_TEXTS.templateLoaded('Giveaway'));
    fireEvent.click(screen.getByRole('button', { name: SHARED_TEXTS.undo }));
    expect(message().value).toBe('Something of my own');
    await waitFor(() => {
      expect(server.state.lastTemplateId).toBe(2);
    });
  });

  it('saves changes to the chosen template, renames it and deletes it after a question, leaving the message', async () => {
    const server = fakeComposerServer();
    render(<MessageComposer userId={23} usernames={['ann']} />);
    await screen.findByRole('textbox', { name: COMPOSER_SCREEN_TEXTS.message });
    fireEvent.change(message(), { target: { value: 'Draft one' } });
    fireEvent.click(screen.getByRole('button', { name: COMPOSER_SCREEN_TEXTS.saveAsTemplate }));
    const dialog = await screen.findByRole('dialog', { name: COMPOSER_SCREEN_TEXTS.saveAsTemplate });
    fireEvent.change(within(dialog).getByRole('textbox', { name: COMPOSER_SCREEN_TEXTS.templateName }), { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: COMPOSER_SCREEN_TEXTS.save }));
    await toastText(COMPOSER_SCREEN_TEXTS.templateSaved('Mine'));

    // Unchanged: nothing to save. Changed: 'Save changes'.
    expect(screen.queryByRole('button', { name: COMPOSER_SCREEN_TEXTS.saveTemplateChangesNamed('Mine') })).toBeNull();
    fireEvent.change(message(), { target: { value: 'Draft two' } });
    fireEvent.click(screen.getByRole('button', { name: COMPOSER_SCREEN_TEXTS.saveTemplateChangesNamed('Mine') }));
    await toastText(COMPOSER_SCREEN_TEXTS.templateUpdated('Mine'));
    expect(server.state.templates[0]!.message).toBe('Draft two');

    fireEvent.click(screen.getByRole('button', { name: COMPOSER_SCREEN_TEXTS.templateActions('Mine') }));
    fireEvent.click(screen.getByRole('menuitem', { name: COMPOSER_SCREEN_TEXTS.renameTemplate }));
    const rename = await screen.findByRole('dialog', { name: COMPOSER_SCREEN_TEXTS.renameTemplate });
    const name = within(rename).getByRole<HTMLInputElement>('textbox', { name: COMPOSER_SCREEN_TEXTS.templateName });
    expect(name.value).toBe('Mine');
    fireEvent.change(name, { target: { value: 'Ours' } });
    fireEvent.click(within(rename).getByRole('button', { name: COMPOSER_SCREEN_TEXTS.rename }));
    await toastText(COMPOSER_SCREEN_TEXTS.templateRenamed('Ours'));
    expect(server.state.templates[0]!.name).toBe('Ours');

    fireEvent.click(await screen.findByRole('button', { name: COMPOSER_SCREEN_TEXTS.templateActions('Ours') }));
    fireEvent.click(screen.getByRole('menuitem', { name: COMPOSER_SCREEN_TEXTS.deleteTemplate }));
    const confirm = await screen.findByRole('alertdialog', { name: COMPOSER_SCREEN_TEXTS.deleteTemplate });
    expect(within(confirm).getByText(COMPOSER_SCREEN_TEXTS.deleteTemplateQuestion('Ours'))).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: COMPOSER_SCREEN_TEXTS.delete }));
    await toastText(COMPOSER_SCREEN_TEXTS.templateDeleted('Ours'));
    expect(server.state.templates).toEqual([]);
    expect(message().value).toBe('Draft two');
    await waitFor(() => {
      expect(templateSelect().selectedOptions[0]!.textContent).toBe(COMPOSER_SCREEN_TEXTS.noTemplatesYet);
    });
  });

  it('says when the templates cannot be read, keeps the message, and tries again', async () => {
    let fail = true;
    localStorage.setItem('rollcall.composer.24', JSON.stringify({ message: 'Kept from before' }));
    fakeComposerServer({}, { 'GET /api/compose': () => (fail ? apiError(503, 'SERVICE_UNAVAILABLE', 'Down for a moment') : ok({ mentionWarning: 10, numbered: false, lastTemplateId: null, templates: [] })) });
    render(<MessageComposer userId={24} usernames={[]} />);
    expect((await screen.findByRole('alert')).textContent).toBe(COMPOSER_SCREEN_TEXTS.templatesFailed('Down for a moment'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole<HTMLTextAreaElement>('textbox', { name: COMPOSER_SCREEN_TEXTS.message })).value).toBe('Kept from before');
  });
});
