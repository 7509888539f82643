import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { correction, generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../common/paths.plain';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { clearToasts } from '../../components/ui/toaster';
import { makeUser, renderRoute } from '../../test/render-route';
import { EntryShare, qrFileName } from './entry-share';
import { GIVEAWAYS_TEXTS } from './giveaways-texts';

// Issue #36 item 2: a giveaway's entry page to share, its address with Copy and a QR code.

const T = GIVEAWAYS_TEXTS.entryShare;
const ID = 'Gv9_Gv9_Gv9_Gv9_Gv9_Gv';
const TITLE = 'Spring giveaway';

afterEach(() => {
  cleanup();
  clearToasts();
});

const address = () => new URL(paths.enter(ID), window.location.origin).toString();

function share(title = TITLE) {
  renderRoute(paths.giveaways, <EntryShare giveawayId={ID} title={title} />, { user: makeUser() });
  return screen.getByRole('group', { name: T.label(title) });
}

describe('sharing the entry page', () => {
  it('shows the entry page’s full address', () => {
    const group = share();
    expect(address()).toMatch(/^http:\/\/localhost(:\d+)?\/enter\/Gv9_Gv9_Gv9_Gv9_Gv9_Gv$/);
    expect(within(group).getByText(address())).toBeTruthy();
    expect(within(group).getByText(T.address)).toBeTruthy();
  });

  it('copies the address with Copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const group = share();
    fireEvent.click(within(group).getByRole('button', { name: T.copy }));
    expect(await within(group).findByText(SHARED_TEXTS.copied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(address());
  });

  it('says why a copy failed', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('Denied')) }, configurable: true });
    const group = share();
    fireEvent.click(within(group).getByRole('button', { name: T.copy }));
    expect((await within(group).findByRole('alert')).textContent).toBe(SHARED_TEXTS.copyFailed('Denied'));
  });

  it('draws the address as a QR code in inline SVG, dark on white, with its label', () => {
    const group = share();
    const qr = within(group).getByRole('img', { name: T.qrLabel(TITLE) });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // The code of this address (lean-qr's own reading of it), inside the quiet zone of 4 modules.
    const code = generate(address(), { minCorrectionLevel: correction.M });
    const side = code.size + 8;
    expect(qr.getAttribute('viewBox')).toBe(`-4 -4 ${String(side)} ${String(side)}`);
    const path = qr.querySelector('path')!;
    expect(path.getAttribute('d')).toBe(toSvgPath(code));
    expect(path.getAttribute('d')).toMatch(/^M[\d ]+L/);
    // Fixed colours, not the theme's: a phone reads dark on white, in dark mode too.
    expect(path.getAttribute('fill')).toBe('#000000');
    expect(qr.querySelector('rect')!.getAttribute('fill')).toBe('#ffffff');
  });

  it('offers the QR code as an SVG file named after the giveaway', () => {
    const group = share('Spring giveaway: 3 posters!');
    const download = within(group).getByRole('link', { name: T.download });
    expect(download.getAttribute('download')).toBe('spring-giveaway-3-posters-qr-code.svg');
    const href = download.getAttribute('href')!;
    expect(href).toMatch(/^data:image\/svg\+xml;base64,/);
    const file = atob(href.slice(href.indexOf(',') + 1));
    expect(file).toContain('<svg');
    expect(file).toContain('fill="#000000"');
    expect(file).toContain('fill="#ffffff"');
  });

  it('names the file from any letters, and says “giveaway” when the title has none', () => {
    expect(qrFileName('Gewinnspiel für Ärzte')).toBe('gewinnspiel-für-ärzte-qr-code.svg');
    expect(qrFileName('🎁🎉')).toBe('giveaway-qr-code.svg');
    expect(qrFileName('</title><script>"x"')).toBe('title-script-x-qr-code.svg');
  });
});
