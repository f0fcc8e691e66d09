import { Chip } from '@mui/material';
import { searchHref, type SearchQuery } from '@directory/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface FilterLinkProps {
  label: ReactNode;
  /** The search this link leads to. */
  to: SearchQuery;
  active: boolean;
}

/** A filter or sort choice as a real link, so it works without JavaScript and crawlers follow it. */
export function FilterLink({ label, to, active }: FilterLinkProps) {
  return (
    <Chip
      component={RouterLink}
      to={searchHref(to)}
      label={label}
      clickable
      color={active ? 'primary' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      aria-current={active ? 'true' : undefined}
    />
  );
}
