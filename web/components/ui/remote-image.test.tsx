import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardImage, RemoteImage } from './remote-image';

afterEach(cleanup);

// Issue #18 item 9: a picture that cannot be loaded shows the same placeholder as no picture,
// never the browser's broken-image icon.
describe('a remote picture', () => {
  it('gives way to its fallback when it fails to load', () => {
    const { container } = render(<RemoteImage src="https://cdn.example.com/gone.png" fallback={<span>No image</span>} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('No image')).toBeTruthy();
  });

  it("in a card, shows 'No image' alike for a missing, a refused (http) and a dead picture", () => {
    const card = (url: string | null) => (
      <CardImage url={url} noImage="No image">
        {(src, fallback) => <RemoteImage src={src} fallback={fallback} />}
      </CardImage>
    );
    const { container, rerender } = render(card(null));
    expect(screen.getByText('No image')).toBeTruthy();
    rerender(card('http://cdn.example.com/a.png'));
    expect(screen.getByText('No image')).toBeTruthy();
    rerender(card('https://cdn.example.com/dead.png'));
    expect(screen.queryByText('No image')).toBeNull();
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByText('No image')).toBeTruthy();
  });
});
