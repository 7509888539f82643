import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

type Tone = 'success' | 'error';

/** The texts of the toasts on screen (web/components/ui/toaster.tsx) of one tone, oldest first. */
export function toastTexts(tone: Tone = 'success'): string[] {
  const toaster = screen.queryByTestId('toaster');
  const region = toaster ? within(toaster).queryByRole(tone === 'success' ? 'status' : 'alert') : null;
  return region ? [...region.querySelectorAll('p')].map((text) => text.textContent) : [];
}

/** Waits for a toast saying `text` in the toaster (not any message of the page), in the tone given. */
export async function expectToast(text: string, tone: Tone = 'success'): Promise<void> {
  await waitFor(() => {
    expect(toastTexts(tone)).toContain(text);
  });
}
