import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderWithClient, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { xIntentUrl } from '../../../common/compose';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';
import { mockApi } from '../../test/mock-api';
import { mentionBefore } from './composer-body';
import { MessageComposer } from './message-composer';

// Issue #19: the message composer under the shoot result.

afterEach(cleanup);

/** The composer asks the server for suggestions: it needs a query client, as in the app. */
function render(ui: ReactElement) {
  return renderWithClient(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);
}

const message = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: LISTS_SCREEN_TEXTS.message });
const parts = () => within(screen.getByRole('list', { name: 'Parts' })).getAllByRole('listitem');

describe('the message composer', () => {
  it("is spec §9's 'Type a message' input, and puts the drawn mentions where {mentions} stands", async () => {
    render(<MessageComposer userId={1} usernames={['ann', 'bob']} />);
    await screen.findByRole('textbox', { name: LISTS_SCREEN_TEXTS.message });
    expect(message().placeholder).toBe('Type a message');
    fireEvent.change(message(), { target: { value: 'Congrats ! 🎉' } });
    // The caret after 'Congrats ': the button puts the token there.
    message().setSelectionRange(9, 9);
    fireEvent.click(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.insertMentions }));
    expect(message().value).toBe('Congrats {mentions}! 🎉');
    expect(document.activeElement).toBe(message());
    expect(message().selectionStart).toBe(19);
    expect(parts()).toHaveLength(1);
    expect(parts()[0]!.textContent).toContain('Congrats @ann @bob! 🎉');
    // X's count: the emoji is 2.
    expect(screen.getByText('22/280 characters')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post part 1 on X (opens X in a new tab)' }).getAttribute('href')).toBe(xIntentUrl('Congrats @ann @bob! 🎉'));
  });

  it('warns on a post with more mentions than the limit, a setting kept per user', async () => {
    const many = Array.from({ length: 12 }, (_, i) => `user_${String(i)}`);
    const { unmount } = render(<MessageComposer userId={7} usernames={many} />);
    await screen.findByRole('textbox', { name: LISTS_SCREEN_TEXTS.message });
    expect(screen.getByText(LISTS_SCREEN_TEXTS.tooManyMentions(12, 10))).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: LISTS_SCREEN_TEXTS.mentionWarningSetting }), { target: { value: '15' } });
    expect(screen.queryByText(/This post mentions/)).toBeNull();
    unmount();
    render(<MessageComposer userId={7} usernames={many} />);
    await screen.findByRole('textbox', { name: LISTS_SCREEN_TEXTS.message });
    expect((screen.getByRole('spinbutton', { name: LISTS_SCREEN_TEXTS.mentionWarningSetting }) as HTMLInputElement).value).toBe('15');
    expect(screen.queryByText(/This post mentions/)).toBeNull();
  });

  it('says when the message alone is too long, and works without a shoot', async () => {
    render(<MessageComposer userId={3} usernames={[]} />);
    // Folded until opened when there is nothing to write around yet.
    const toggle = screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.composer });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: LISTS_SCREEN_TEXTS.message })).toBeNull();
    fireEvent.click(toggle);
    expect(await screen.findByText(LISTS_SCREEN_TEXTS.noPosts)).toBeTruthy();
    fireEvent.change(message(), { target: { value: '你'.repeat(150) } });
    expect(screen.getByRole('alert').textContent).toBe(LISTS_SCREEN_TEXTS.messageTooLong(300));
    fireEvent.change(message(), { target: { value: 'Just a note' } });
    expect(parts()[0]!.textContent).toContain('Just a note');
  });

  it('numbers the posts when asked', async () => {
    const many = Array.from({ length: 40 }, (_, i) => `m${String(i)}_longhandle`);
    render(<MessageComposer userId={4} usernames={many} />);
    await screen.findByRole('textbox', { name: LISTS_SCREEN_TEXTS.message });
    fireEvent.click(screen.getByRole('checkbox', { name: LISTS_SCREEN_TEXTS.numbered }));
    const texts = parts().map((part) => part.querySelector('p')!.textContent);
    expect(texts.length).toBeGreaterThan(1);
    texts.forEach((text, index) => {
      expect(text!.endsWith(` ${String(index + 1)}/${String(texts.length)}`)).toBe(true);
    });
  });

  it('suggests members of my lists after @, as a listbox the keyboard drives, and Enter inserts @handle', async () => {
    const api = mockApi({ 'GET /api/members/suggest?q=gr': { status: 200, body: { usernames: ['grace_h', 'greta'] } } });
    render(<MessageComposer userId={9} usernames={['ann']} />);
    const box = await screen.findByRole('textbox', { name: LISTS_SCREEN_TEXTS.message });
    fireEvent.change(box, { target: { value: 'Thanks @gr', selectionStart: 10 } });
    const listbox = await screen.findByRole('listbox', { name: LISTS_SCREEN_TEXTS.suggestions });
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['@grace_h', '@greta']);
    expect(box.getAttribute('aria-activedescendant')).toBe(within(listbox).getAllByRole('option')[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(within(listbox).getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLTextAreaElement).value).toBe('Thanks @greta ');
    await waitFor(() => {
      expect(screen.queryByRole('listbox', { name: LISTS_SCREEN_TEXTS.suggestions })).toBeNull();
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
