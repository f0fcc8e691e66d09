import { Paper, Popper, type PopperProps } from '@mui/material';
import type { ReactNode } from 'react';

/** Room kept between the drop-down and the window's edge. */
const EDGE = 8;
/** Below this the drop-down stays this tall and the page scrolls instead. */
const MIN_HEIGHT = 160;
/** Room enough below the box for a useful list: it opens downwards, as a visitor expects. */
const ROOM_BELOW = 240;

/**
 * As wide as the box, and no taller than the room below it, or, when that is scant, the larger room
 * of the two sides (Popper's flip then opens it upwards): a long list scrolls inside itself rather
 * than past the window's edge.
 */
const FIT: NonNullable<PopperProps['modifiers']> = [
  { name: 'offset', options: { offset: [0, 4] } },
  {
    name: 'fitToBoxAndWindow',
    enabled: true,
    phase: 'beforeWrite',
    requires: ['computeStyles'],
    fn: ({ state }) => {
      const box = state.elements.reference.getBoundingClientRect();
      const below = window.innerHeight - box.bottom - 2 * EDGE;
      const room = below >= ROOM_BELOW ? below : Math.max(below, box.top - 2 * EDGE);
      state.styles.popper = {
        ...state.styles.popper,
        width: `${box.width}px`,
        maxHeight: `${Math.max(room, MIN_HEIGHT)}px`,
      };
    },
  },
];

interface SuggestionPopperProps {
  /** The search box the drop-down hangs from. */
  anchor: HTMLElement | null;
  children: ReactNode;
}

/**
 * The drop-down's surface, in a portal at the end of the page and above everything, so no card or
 * header that clips its content (overflow: hidden) cuts it off.
 */
export function SuggestionPopper({ anchor, children }: SuggestionPopperProps) {
  return (
    <Popper open={anchor !== null} anchorEl={anchor} placement="bottom-start" modifiers={FIT} sx={{ zIndex: 'modal' }}>
      <Paper
        elevation={8}
        // Keeps the focus in the box (a click on the list's scrollbar or a group title would blur and close it).
        onMouseDown={(event) => event.preventDefault()}
        sx={{ maxHeight: 'inherit', overflowY: 'auto', overscrollBehavior: 'contain', color: 'text.primary' }}
      >
        {children}
      </Paper>
    </Popper>
  );
}
