import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BODY_MAX_PX } from './scroll-map';
import { SETTLE_MS, useRowWindow } from './use-row-window';

// The row window of a table taller than a browser lays out (issue #40, decision 043): a million
// rows of 52 px in a body of BODY_MAX_PX. jsdom lays nothing out, so the page's height is given
// (the body starts at the top of the page) and window.scrollTo moves window.scrollY and sends its
// scroll event, as a browser's instant scroll does.

const COUNT = 1_000_000;
const ROW_PX = 52;

function Rows() {
  const body = useRef<HTMLDivElement>(null);
  const view = useRowWindow(COUNT, ROW_PX, body);
  return <div ref={body} data-testid="rows" data-first={view.first} data-last={view.last} data-settled={String(view.settled)} />;
}

/** The first and last rows drawn, and whether the window says the scroll has rested. */
const drawn = () => {
  const rows = screen.getByTestId('rows');
  return { first: Number(rows.dataset.first), last: Number(rows.dataset.last), settled: rows.dataset.settled === 'true' };
};

/** The browser moves the page (a frame of End's animation, a wheel step): scrollY, then its scroll event. */
function scrollsTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}
function scrollEnds() {
  act(() => {
    window.dispatchEvent(new Event('scrollend'));
  });
}
/** Time passes with nothing sent (no frame, no scroll event). */
function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useRowWindow in a body capped at BODY_MAX_PX', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: BODY_MAX_PX + window.innerHeight });
    scrollTo = vi.fn((options: ScrollToOptions) => scrollsTo(options.top ?? window.scrollY));
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
    window.scrollY = 0;
  });

  it("never cuts End's scroll short, however long the page is held before its next frame", () => {
    render(<Rows />);
    expect(drawn().first).toBe(0);
    // End: the browser animates the page down; half-way, the page is held for a second (a slow
    // phone, a busy machine: no frame, no scroll event) while the animation goes on.
    scrollsTo(BODY_MAX_PX / 2);
    expect(drawn().settled).toBe(false);
    wait(1_000);
    // Not moved from under the animation (an instant scroll would cancel the rest of it).
    expect(scrollTo).not.toHaveBeenCalled();
    // The animation reaches the end: the last row is drawn, and stays so once the scroll has rested.
    scrollsTo(BODY_MAX_PX);
    expect(drawn().last).toBe(COUNT - 1);
    scrollEnds();
    wait(SETTLE_MS);
    expect(window.scrollY).toBe(BODY_MAX_PX);
    expect(drawn()).toEqual({ first: expect.any(Number) as number, last: COUNT - 1, settled: true });
  });

  it('anchors where the scroll ends: the page moves to where that row is in proportion, with the same rows drawn', () => {
    render(<Rows />);
    scrollsTo(BODY_MAX_PX / 2);
    const during = drawn();
    scrollEnds();
    wait(SETTLE_MS - 1);
    expect(scrollTo).not.toHaveBeenCalled();
    wait(1);
    // The row at the top of the screen, half-way through the body, stands for a row short of the
    // middle of all the rows (the 1:1 stretch near the top moved slower than in proportion; the
    // stretch beyond catches up by the end)...
    expect(during.first).toBeLessThan(COUNT / 2);
    // ...so the page moved back to where that row is in proportion, and drew the same rows there.
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollY).toBeCloseTo(((during.first + 10) * ROW_PX * BODY_MAX_PX) / (COUNT * ROW_PX), -2);
    expect(drawn()).toEqual({ ...during, settled: true });
  });

  it('anchors a burst of wheel flicks once, after the last: each one ending is not the scroll resting', () => {
    render(<Rows />);
    for (let flick = 1; flick <= 5; flick += 1) {
      scrollsTo(flick * 1_200);
      scrollEnds();
      wait(SETTLE_MS - 10);
      expect(scrollTo).not.toHaveBeenCalled();
      expect(drawn().settled).toBe(false);
    }
    wait(10);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(drawn().settled).toBe(true);
  });

  it('asks for the rows of a scroll that no scrollend follows (the page clamped by a shorter list), without moving the page', () => {
    render(<Rows />);
    scrollsTo(BODY_MAX_PX / 2);
    expect(drawn().settled).toBe(false);
    wait(SETTLE_MS);
    expect(drawn().settled).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('rests at the scrollend of a drag of the scrollbar, which Chromium sends no pointerup for', () => {
    render(<Rows />);
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    scrollsTo(BODY_MAX_PX / 2);
    scrollEnds();
    wait(SETTLE_MS);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(drawn().settled).toBe(true);
  });

  it('asks for nothing while a drag of the scrollbar pauses, the pointer still down; its rows once it ends', () => {
    render(<Rows />);
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    scrollsTo(BODY_MAX_PX / 2);
    // The thumb is held still: no scroll event, no scrollend (the scroll is not over).
    wait(SETTLE_MS * 4);
    expect(drawn().settled).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
    scrollEnds();
    wait(SETTLE_MS);
    expect(drawn().settled).toBe(true);
  });

  it('where the browser sends no scrollend, anchors once no scroll event came for a while', () => {
    const own = Object.getOwnPropertyDescriptor(window, 'onscrollend');
    Reflect.deleteProperty(window, 'onscrollend');
    try {
      expect('onscrollend' in window).toBe(false);
      render(<Rows />);
      scrollsTo(BODY_MAX_PX / 2);
      expect(drawn().settled).toBe(false);
      wait(SETTLE_MS - 1);
      expect(scrollTo).not.toHaveBeenCalled();
      wait(1);
      expect(scrollTo).toHaveBeenCalledTimes(1);
      expect(drawn().settled).toBe(true);
    } finally {
      if (own) Object.defineProperty(window, 'onscrollend', own);
    }
  });
});
