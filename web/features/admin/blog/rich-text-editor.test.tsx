import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/render-app';
import RichTextEditor, { linkHref } from './rich-text-editor';
import { pasteHtml, stubLayout } from './test-setup';

stubLayout();

function renderEditor(value: string) {
  const onChange = vi.fn<(html: string) => void>();
  render(
    <>
      <span id="content-label">Content</span>
      <RichTextEditor value={value} onChange={onChange} labelledBy="content-label" />
    </>,
  );
  const toolbar = within(screen.getByRole('toolbar', { name: 'Formatting' }));
  return { onChange, toolbar, editor: screen.getByRole('textbox', { name: 'Content' }) };
}

// The rich editor in jsdom is slow on a busy machine: these tests type, format and save.
describe('the rich editor', { timeout: 20_000 }, () => {
  it('has a toolbar of named buttons that say which formats are on where the caret is', () => {
    const { toolbar } = renderEditor('<h2>Why</h2><p>Because.</p>');
    expect(toolbar.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Heading 2',
      'Heading 3',
      'Bullet list',
      'Numbered list',
      'Quote',
      'Link',
      'Undo',
      'Redo',
    ]);
    expect(toolbar.getByRole('button', { name: 'Heading 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(toolbar.getByRole('button', { name: 'Heading 3' }).getAttribute('aria-pressed')).toBe('false');
    expect(toolbar.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
    expect(toolbar.getByRole('button', { name: 'Undo' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('turns a heading of level 2 into one of level 3 and back, and undoes it', async () => {
    const { toolbar, onChange } = renderEditor('<h2>Why</h2><p>Because.</p>');
    fireEvent.click(toolbar.getByRole('button', { name: 'Heading 3' }));
    expect(onChange).toHaveBeenLastCalledWith('<h3>Why</h3><p>Because.</p>');
    await waitFor(() => {
      expect(toolbar.getByRole('button', { name: 'Heading 3' }).getAttribute('aria-pressed')).toBe('true');
    });
    expect(toolbar.getByRole('button', { name: 'Heading 2' }).getAttribute('aria-pressed')).toBe('false');
    expect(toolbar.getByRole('button', { name: 'Undo' }).getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(toolbar.getByRole('button', { name: 'Undo' }));
    expect(onChange).toHaveBeenLastCalledWith('<h2>Why</h2><p>Because.</p>');
  });

  it('keeps headings to levels 2 and 3: a pasted h1 or h4 becomes a paragraph', () => {
    const { editor, onChange } = renderEditor('');
    pasteHtml(editor, '<h1>Big</h1><h4>Small</h4><h3>Right</h3><p>Text</p>');
    expect(onChange).toHaveBeenLastCalledWith('<p>Big</p><p>Small</p><h3>Right</h3><p>Text</p>');
  });

  it('is one Tab stop: the arrow keys move along the toolbar', () => {
    const { toolbar } = renderEditor('<p>Text</p>');
    const buttons = toolbar.getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
    buttons[0]?.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons.at(-1));
    fireEvent.keyDown(buttons.at(-1)!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[0]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
  });

  it('adds a link typed under the toolbar, and refuses a javascript: one', () => {
    const { toolbar, onChange } = renderEditor('<p>Text</p>');
    fireEvent.click(toolbar.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(document.activeElement).toBe(address);
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('A link starts with https://, http:// or mailto:');
    fireEvent.change(address, { target: { value: 'example.com/docs' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
    expect(onChange.mock.lastCall?.[0]).toContain('<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/docs">https://example.com/docs</a>');
  });

  it('reads a link as typed: a bare address is https', () => {
    expect(linkHref('example.com')).toBe('https://example.com');
    expect(linkHref(' http://example.com ')).toBe('http://example.com');
    expect(linkHref('mailto:team@example.com')).toBe('mailto:team@example.com');
    expect(linkHref('data:text/html,x')).toBeUndefined();
  });
});
