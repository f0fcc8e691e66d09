import { searchHref, type SearchQuery } from '@directory/shared';
import type { ReactNode } from 'react';
import { SiteLink } from '../../../ui/site-link';
import { cx } from '../../../ui/cx';

interface FilterLinkProps {
  label: ReactNode;
  /** The search this link leads to. */
  to: SearchQuery;
  active: boolean;
}

/**
 * A filter or sort choice as a real link, so it works without JavaScript and crawlers follow it. A chip
 * (ui.css `.ui-chip`) drawn here: the kit's Chip takes no `aria-current`.
 */
export function FilterLink({ label, to, active }: FilterLinkProps) {
  return (
    <SiteLink
      to={searchHref(to)}
      className={cx('ui-chip', 'ui-chip-clickable', active ? 'ui-chip-primary' : 'ui-chip-outlined')}
      aria-current={active ? 'true' : undefined}
    >
      <span className="ui-chip-label">{label}</span>
    </SiteLink>
  );
}
