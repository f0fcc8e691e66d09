import { pagerItems } from '@directory/shared';
import type { ReactNode } from 'react';
import { createPath, type To } from 'react-router-dom';
import { usePageLink } from '../hooks/use-page-param';
import { scrollToTop } from '../lib/paginate';
import { Button } from '../ui/button';
import { cx } from '../ui/cx';
import { Typography } from '../ui/typography';
import { ChevronLeftIcon } from '../ui/icons/chevron-left';
import { ChevronRightIcon } from '../ui/icons/chevron-right';
import styles from './pager.module.css';

interface PagerProps {
  page: number;
  totalPages: number;
  /** 'Showing X to Y of Z …' or similar. */
  summary?: ReactNode;
  /** 'numbers' shows up to 5 page links around the current page; 'compact' shows 'Page x of y'. */
  variant?: 'numbers' | 'compact';
  label?: string;
}

/** A router location as the path the kit's buttons link to. */
const path = (to: To) => (typeof to === 'string' ? to : createPath(to));

interface StepProps {
  label: 'Previous' | 'Next';
  to: To;
  disabled: boolean;
}

/**
 * Previous / Next: a link while there is a page to go to. On phones only the chevron shows (the link
 * keeps its name), so the row fits 360 px.
 */
function Step({ label, to, disabled }: StepProps) {
  const icon = label === 'Previous' ? <ChevronLeftIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />;
  const text = (
    <span className={cx(styles.stepText, label === 'Previous' ? styles.previousText : styles.nextText)}>{label}</span>
  );
  const content = (
    <>
      {label === 'Previous' && icon}
      {text}
      {label === 'Next' && icon}
    </>
  );
  const className = cx(styles.item, styles.step);
  if (disabled) {
    return (
      <Button size="small" variant="outlined" disabled aria-label={label} className={className}>
        {content}
      </Button>
    );
  }
  return (
    <Button
      to={path(to)}
      onClick={scrollToTop}
      rel={label === 'Previous' ? 'prev' : 'next'}
      size="small"
      variant="outlined"
      aria-label={label}
      className={className}
    >
      {content}
    </Button>
  );
}

/**
 * docs/screens.md §2 pagination: Previous/Next, up to 5 page links in a window around the current page, and
 * always the first and the last page.
 * Every page is a real link to `?page=n` (page 1 without it), keeping the other query parameters,
 * so a visitor or crawler without JavaScript can follow them (docs/behaviour.md §8).
 */
export function Pager({ page, totalPages, summary, variant = 'numbers', label = 'Pagination' }: PagerProps) {
  const linkTo = usePageLink();
  const showControls = totalPages > 1;
  if (!showControls && !summary) return null;
  return (
    <div className={styles.pager}>
      <Typography variant="body2" color="text.secondary">
        {summary}
      </Typography>
      {showControls && (
        <nav aria-label={label} className={styles.nav}>
          <Step label="Previous" to={linkTo(page - 1)} disabled={page <= 1} />
          {variant === 'numbers' ? (
            pagerItems(page, totalPages).map((n, i) =>
              n === 'gap' ? (
                <Typography key={`gap-${i}`} aria-hidden variant="body2" color="text.secondary" className={styles.gap}>
                  …
                </Typography>
              ) : (
                <Button
                  key={n}
                  to={path(linkTo(n))}
                  onClick={n === page ? undefined : scrollToTop}
                  size="small"
                  variant={n === page ? 'contained' : 'outlined'}
                  aria-label={`Page ${n}`}
                  aria-current={n === page ? 'page' : undefined}
                  className={styles.item}
                >
                  {n}
                </Button>
              ),
            )
          ) : (
            <Typography variant="body2" className={styles.compact}>
              Page {page} of {totalPages}
            </Typography>
          )}
          <Step label="Next" to={linkTo(page + 1)} disabled={page >= totalPages} />
        </nav>
      )}
    </div>
  );
}
