import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MEDIA_TEXTS } from '../../../../common/media';
import { mockApi } from '../../../test/mock-api';
import '../../../test/render-route';
import RichTextEditor from './rich-text-editor';
import { linkHref } from './link-bar';
import { pasteHtml, stubLayout } from './test-setup';

stubLayout();

function renderEditor(value: string) {
  const onChange = vi.fn<(html: string) => void>();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <span id="content-label">Content</span>
      <RichTextEditor value={value} onChange={onChange} labelledBy="content-label" />
    </QueryClientProvider>,
  );
  const toolbar = within(screen.getByRole('toolbar', { name: 'Formatting' }));
  return { onChange, toolbar, editor: screen.getByRole('textbox', { name: 'Content' }) };
}

describe('the rich editor', () => {
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
      'Insert image',
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

  it('uploads an image, asks for its description, and puts it in the text with its three widths', async () => {
    const id = 'a'.repeat(22);
    const api = mockApi({
      'POST /api/admin/media': {
        status: 201,
        body: { id, width: 1200, height: 800, src: `/media/${id}/960.webp`, featuredSrc: `/media/${id}/1600.webp`, srcset: `/media/${id}/480.webp 480w, /media/${id}/960.webp 960w, /media/${id}/1600.webp 1600w`, sizes: '100vw' },
      },
    });
    const { toolbar, onChange } = renderEditor('<p>Text</p>');
    const input = screen.getByTestId<HTMLInputElement>('image-file-input');
    const click = vi.spyOn(input, 'click');
    fireEvent.click(toolbar.getByRole('button', { name: 'Insert image' }));
    expect(click).toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50])], 'cat.png', { type: 'image/png' })] } });
    const alt = await screen.findByRole('textbox', { name: 'Image description (alt text)' });
    expect(api.calls('POST /api/admin/media')).toHaveLength(1);
    expect(document.activeElement).toBe(alt);
    fireEvent.change(alt, { target: { value: 'A cat on a rug' } });
    fireEvent.keyDown(alt, { key: 'Enter' });
    const html = onChange.mock.lastCall?.[0] ?? '';
    expect(html).toContain(`src="/media/${id}/960.webp"`);
    expect(html).toContain('alt="A cat on a rug"');
    expect(html).toContain(`srcset="/media/${id}/480.webp 480w`);
    expect(html).toContain('width="1200"');
  });

  it('refuses an SVG or a file over 5 MB before sending it, and says the server’s reason', async () => {
    const api = mockApi({ 'POST /api/admin/media': { status: 400, body: { error: { code: 'IMAGE_UNREADABLE', message: MEDIA_TEXTS.unreadable } } } });
    renderEditor('<p>Text</p>');
    const input = screen.getByTestId<HTMLInputElement>('image-file-input');
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect(screen.getByRole('alert').textContent).toBe(MEDIA_TEXTS.notImage);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe(MEDIA_TEXTS.tooLarge);
    expect(api.calls('POST /api/admin/media')).toHaveLength(0);
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([1])], 'broken.png', { type: 'image/png' })] } });
    expect((await screen.findByText(MEDIA_TEXTS.unreadable)).getAttribute('role')).toBe('alert');
  });

  it('reads a link as typed: a bare address is https', () => {
    expect(linkHref('example.com')).toBe('https://example.com');
    expect(linkHref(' http://example.com ')).toBe('http://example.com');
    expect(linkHref('mailto:team@example.com')).toBe('mailto:team@example.com');
    expect(linkHref('data:text/html,x')).toBeUndefined();
  });
});
