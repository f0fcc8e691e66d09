import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  to?: string;
}

const HOME: Crumb = { label: 'Home', to: '/' };

/** Breadcrumb on the gradient header: Home, then `trail`, whose last crumb is the current page. */
export function BreadcrumbTrail({ trail }: { trail: Crumb[] }) {
  const crumbs = [HOME, ...trail];
  return (
    <Breadcrumbs
      aria-label="Breadcrumb"
      separator={<NavigateNextIcon fontSize="small" />}
      sx={{ color: 'rgba(255,255,255,0.75)', mb: 2 }}
    >
      {crumbs.map((crumb, i) =>
        crumb.to && i < crumbs.length - 1 ? (
          <Link key={crumb.label + i} component={RouterLink} to={crumb.to} sx={{ color: 'rgba(255,255,255,0.85)' }}>
            {crumb.label}
          </Link>
        ) : (
          <Typography
            key={crumb.label + i}
            aria-current={i === crumbs.length - 1 ? 'page' : undefined}
            sx={{ color: '#fff', fontWeight: i === crumbs.length - 1 ? 600 : 400, overflowWrap: 'anywhere' }}
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
