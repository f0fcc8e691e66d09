import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './suggestion-popper.module.css';

/** The gap between the box and the drop-down, unless told. */
const OFFSET = 4;
/** Room kept between the drop-down and the window's edge. */
const EDGE = 8;
/** Below this the drop-down stays this tall and the page scrolls instead. */
const MIN_HEIGHT = 160;
/** Room enough below the box for a useful list: it opens downwards, as a visitor expects. */
const ROOM_BELOW = 240;

interface Place {
  top: number | undefined;
  bottom: number | undefined;
  left: number;
  width: number;
  maxHeight: number;
}

/**
 * As wide as the box, and no taller than the room below it, or, when that is scant, the larger room
 * of the two sides: a long list scrolls inside itself rather than past the window's edge. It opens
 * upwards only when it does not fit below and does fit above.
 */
function placeOf(anchor: HTMLElement, contentHeight: number, offset: number): Place {
  const box = anchor.getBoundingClientRect();
  const below = window.innerHeight - box.bottom - 2 * EDGE;
  const room = below >= ROOM_BELOW ? below : Math.max(below, box.top - 2 * EDGE);
  const maxHeight = Math.max(room, MIN_HEIGHT);
  const height = Math.min(contentHeight, maxHeight) + offset;
  const upwards = height > window.innerHeight - box.bottom && height <= box.top;
  return {
    top: upwards ? undefined : box.bottom + offset,
    bottom: upwards ? window.innerHeight - box.top + offset : undefined,
    left: box.left,
    width: box.width,
    maxHeight,
  };
}

const samePlace = (a: Place | null, b: Place) =>
  a !== null &&
  a.top === b.top &&
  a.bottom === b.bottom &&
  a.left === b.left &&
  a.width === b.width &&
  a.maxHeight === b.maxHeight;

interface SuggestionPopperProps {
  /** The search box the drop-down hangs from. */
  anchor: HTMLElement | null;
  children: ReactNode;
  /** Pixels between the box and the drop-down. */
  offset?: number;
  /** The surface's look, when not the suggestions' (a Paper of elevation 8). */
  paperClassName?: string;
}

/**
 * The drop-down's surface, in a portal at the end of the page, fixed above everything where the box is
 * on the screen, so no card or header that clips its content (overflow: hidden) cuts it off. It follows
 * the box when the page scrolls or the window changes size.
 */
export function SuggestionPopper({ anchor, children, offset = OFFSET, paperClassName }: SuggestionPopperProps) {
  const paper = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Place | null>(null);

  // Measured before the browser paints, again after each render: the list's length changes its height.
  useLayoutEffect(() => {
    if (!anchor) return;
    const next = placeOf(anchor, paper.current?.scrollHeight ?? 0, offset);
    setPlace((current) => (samePlace(current, next) ? current : next));
  }, [anchor, offset, children]);

  useEffect(() => {
    if (!anchor) return;
    const follow = () => {
      const next = placeOf(anchor, paper.current?.scrollHeight ?? 0, offset);
      setPlace((current) => (samePlace(current, next) ? current : next));
    };
    window.addEventListener('scroll', follow, { capture: true, passive: true });
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, { capture: true });
      window.removeEventListener('resize', follow);
    };
  }, [anchor, offset]);

  if (anchor === null || typeof document === 'undefined') return null;
  const position: CSSProperties | undefined = place
    ? { top: place.top, bottom: place.bottom, left: place.left, width: place.width, maxHeight: place.maxHeight }
    : undefined;
  return createPortal(
    <div className={styles.popper} style={position}>
      <div
        ref={paper}
        className={paperClassName ?? styles.paper}
        // Keeps the focus in the box (a click on the list's scrollbar or a group title would blur and close it).
        onMouseDown={(event) => event.preventDefault()}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
