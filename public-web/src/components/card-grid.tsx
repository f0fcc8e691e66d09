import { PAGE_SIZES } from '@directory/shared';
import type { Key, ReactNode } from 'react';
import { Grid } from '../ui/layout';

const CARD_SIZE = { xs: 12, sm: 6, md: 4 } as const;

interface CardGridProps<T> {
  items: T[];
  itemKey: (item: T) => Key;
  renderCard: (item: T) => ReactNode;
  /** One card a row, closer together (the categories' list view). */
  list?: boolean;
}

/** The cards of a directory list (categories, countries, cities), three a row on wide screens. */
export function CardGrid<T>({ items, itemKey, renderCard, list = false }: CardGridProps<T>) {
  return (
    <Grid container spacing={list ? 1.5 : 2.5}>
      {items.map((item) => (
        <Grid key={itemKey(item)} size={list ? 12 : CARD_SIZE}>
          {renderCard(item)}
        </Grid>
      ))}
    </Grid>
  );
}

/** Placeholder cards of a directory list while it loads. */
export function CardGridSkeleton({ height, testId }: { height: number; testId?: string }) {
  return (
    <Grid container spacing={2.5} aria-busy>
      {Array.from({ length: PAGE_SIZES.publicList }, (_, i) => (
        <Grid key={i} size={CARD_SIZE}>
          {/* The kit's Skeleton takes no data-* attributes: the same placeholder, drawn here. */}
          <span aria-hidden data-testid={testId} className="ui-skeleton ui-skeleton-rounded" style={{ height }} />
        </Grid>
      ))}
    </Grid>
  );
}
