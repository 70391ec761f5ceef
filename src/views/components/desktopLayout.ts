import { DESKTOP_UP } from '@/views/theme';

/*
 * The desktop layout's measures (src/views/theme.ts says where desktop starts). A phone keeps the
 * one 600-pixel column with the tabs below; a desktop gets the navigation rail on the left and
 * pages that lay themselves out in columns.
 */

/** The navigation rail's width; the shell keeps the pages clear of it. */
export const RAIL_WIDTH_PX = 88;

/** The widest a page in columns grows (Home, /calendar, the network), and the widest of any other page. */
export const WIDE_PAGE_PX = 1280;
export const NARROW_PAGE_PX = 760;

/**
 * Beside the main column of Home and /calendar: Next Up, the lists and the day panel, 30 % of the
 * page between 300 and 380 px, so that on a 1024-pixel window the week still has the most room.
 */
const SIDE_COLUMN = 'clamp(300px, 30%, 380px)';

/**
 * A grid for Home and /calendar on a desktop: the element given `MAIN_COLUMN` fills the wide left
 * column from top to bottom, every other child stacks in the side column in document order. The
 * last row takes what the main column is taller by, so the side column's children stay together.
 * On a phone the children simply follow each other, as before.
 */
export const MAIN_AND_SIDE_COLUMNS = {
  [DESKTOP_UP]: {
    display: 'grid',
    gridTemplateColumns: `minmax(0, 1fr) ${SIDE_COLUMN}`,
    gridTemplateRows: 'repeat(4, auto) 1fr',
    columnGap: 3,
    alignItems: 'start',
  },
} as const;

export const MAIN_COLUMN = { [DESKTOP_UP]: { gridColumn: 1, gridRow: '1 / -1' } } as const;
