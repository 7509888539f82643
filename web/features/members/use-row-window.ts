import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { flushSync } from 'react-dom';
import { anchoredMap, BODY_MAX_PX, IDENTITY_MAP, toVirtual, type ScrollMap } from './scroll-map';

/** Rows drawn beyond the screen on each side, for smooth scrolling. */
const OVERSCAN = 10;
/** The scroll has rested once it ended this long ago (scrollend; where it is not sent, its last scroll event) and no other began. */
export const SETTLE_MS = 150;

export type RowWindow = {
  /** The first and last rows drawn (last < first: none). */
  first: number;
  last: number;
  /** How far above its place among all the rows each row is drawn in the body, in px (0 unless capped). */
  shift: number;
  /** The body's height in px: every row's, at most BODY_MAX_PX. */
  height: number;
  /** The scroll has rested: SETTLE_MS after its scrollend (where it is not sent, its last scroll event), with no scroll since. */
  settled: boolean;
};

/**
 * Which rows of a table in the page's own scroll are on screen (issue #40; before, TanStack
 * Virtual's window virtualizer). Every row has one height, so where a row is is a product, and
 * the range is two divisions: what a virtualizer adds (measuring rows) is not needed here, and
 * a body taller than the browser can lay out needs the page's scroll position mapped to the
 * rows' (scroll-map.ts), which TanStack Virtual cannot do (TanStack/virtual#460). Decision 043.
 */
export function useRowWindow(count: number, rowHeight: number, bodyRef: RefObject<HTMLElement | null>): RowWindow {
  const full = count * rowHeight;
  const height = Math.min(full, BODY_MAX_PX);
  const extra = full - height;
  // Where the body starts in the page and how far down the top of the screen can go in it: read
  // when the page changes size (a ResizeObserver's callback comes with the layout done, so the
  // reads cost nothing), never in a scroll event (decision 008).
  const layout = useRef({ top: 0, end: 0 });
  const map = useRef<ScrollMap>(IDENTITY_MAP);
  /** Where `anchor` scrolled the page to, until its scroll event comes: that one is no person's scroll. */
  const anchoredAt = useRef<number | null>(null);
  const [view, setView] = useState<RowWindow>(() => ({ first: 0, last: -1, shift: 0, height, settled: true }));

  const measure = useCallback(
    (settled: boolean) => {
      const real = window.scrollY - layout.current.top;
      const virtual = toVirtual(map.current, real);
      const first = Math.max(0, Math.floor(virtual / rowHeight) - OVERSCAN);
      const last = Math.min(count - 1, Math.ceil((virtual + window.innerHeight) / rowHeight) + OVERSCAN);
      // Above the body, no shift: the rows start where the body starts.
      const shift = real > 0 ? virtual - real : 0;
      setView((was) =>
        was.first === first && was.last === last && was.shift === shift && was.height === height && was.settled === settled
          ? was
          : { first, last, shift, height, settled },
      );
    },
    [count, rowHeight, height],
  );

  // Anchors the map on the row at the top of the screen and scrolls the page to where that row is
  // in proportion, which moves no row on screen (scroll-map.ts).
  const anchor = useCallback(() => {
    const real = window.scrollY - layout.current.top;
    const virtual = toVirtual(map.current, real);
    map.current = extra > 0 ? anchoredMap(layout.current.end, extra, virtual) : IDENTITY_MAP;
    if (extra > 0 && real > 0 && Math.abs(map.current.anchorReal - real) >= 1) {
      anchoredAt.current = layout.current.top + map.current.anchorReal;
      window.scrollTo({ top: anchoredAt.current, behavior: 'instant' });
    }
  }, [extra]);

  useLayoutEffect(() => {
    const read = () => {
      const top = (bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      const end = document.documentElement.scrollHeight - window.innerHeight - top;
      if (top === layout.current.top && end === layout.current.end) return;
      layout.current = { top, end };
      anchor();
      measure(true);
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    window.addEventListener('resize', read);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', read);
    };
  }, [bodyRef, anchor, measure]);

  // A new count or row height: anchored again on the same place, before the screen is painted.
  useLayoutEffect(() => {
    anchor();
    measure(true);
  }, [anchor, measure]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Never anchored while a pointer is down (a drag of the scrollbar's thumb, where the browser
    // sets the position from the drag, or of a touch): once it is up.
    let pressed = false;
    // The scroll rests once it has ended and no other has begun for SETTLE_MS. Where the browser
    // says when a scroll has ended (scrollend: Chromium 114, Firefox 109, Safari 26.2), that quiet
    // is counted from its scrollend, never from its last scroll event: End's scroll is animated by
    // the compositor, and a task that holds the page longer than SETTLE_MS (a slow phone, a busy
    // machine) let a timer counted from the last scroll event fire mid-flight, where anchoring's
    // instant scroll cancelled the rest of the animation and left the page 3 % short of the last
    // member. Counted from scrollend, a burst of wheel flicks (a scrollend after each) is anchored
    // once, after the last, as before (decision 043).
    const endsAreSent = 'onscrollend' in window;
    /** A scroll is on its way: a scroll event came and its scrollend has not (where it is sent). */
    let moving = false;
    const rest = () => {
      if (pressed || moving) return;
      // The page's new scroll position and the rows drawn for it reach the screen together.
      flushSync(() => {
        anchor();
        measure(true);
      });
    };
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(rest, SETTLE_MS);
    };
    // A scroll the browser sends no scrollend for (the page clamped when the list gets shorter)
    // must not leave the rows unread: SETTLE_MS after its last scroll event the rows on screen are
    // asked for, and the page is not moved (anchoring waits for a scrollend, or the next scroll).
    // A drag of the scrollbar that pauses, the pointer still down, asks for nothing: its
    // scrollend comes when it is let go.
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!pressed) measure(true);
      }, SETTLE_MS);
    };
    const onPress = () => {
      pressed = true;
    };
    const onRelease = () => {
      pressed = false;
      settle();
    };
    const onScroll = () => {
      const own = anchoredAt.current !== null && Math.abs(window.scrollY - anchoredAt.current) < 1;
      anchoredAt.current = null;
      if (own) return;
      measure(false);
      if (endsAreSent) {
        moving = true;
        quiet();
      } else settle();
    };
    const onScrollEnd = () => {
      moving = false;
      // A drag's or a touch's scroll ends once the pointer is up: a press on the scrollbar, which
      // Chromium sends no pointerup for, is over too.
      pressed = false;
      settle();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', onScrollEnd, { passive: true });
    window.addEventListener('pointerdown', onPress, { passive: true });
    window.addEventListener('pointerup', onRelease, { passive: true });
    window.addEventListener('pointercancel', onRelease, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', onScrollEnd);
      window.removeEventListener('pointerdown', onPress);
      window.removeEventListener('pointerup', onRelease);
      window.removeEventListener('pointercancel', onRelease);
      clearTimeout(timer);
    };
  }, [anchor, measure]);

  return view;
}
