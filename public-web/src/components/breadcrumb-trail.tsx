import { Fragment } from 'react';
import { cx } from '../ui/cx';
import { Link } from '../ui/link';
import { Typography } from '../ui/typography';
import { NavigateNextIcon } from '../ui/icons/navigate-next';
import styles from './breadcrumb-trail.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

const HOME: Crumb = { label: 'Home', to: '/' };

/** Breadcrumb on the gradient header: Home, then `trail`, whose last crumb is the current page. */
export function BreadcrumbTrail({ trail }: { trail: Crumb[] }) {
  const crumbs = [HOME, ...trail];
  return (
    <Typography component="nav" aria-label="Breadcrumb" className={cx('ui-crumbs', styles.crumbs)}>
      <ol>
        {crumbs.map((crumb, i) => (
          <Fragment key={crumb.label + i}>
            {i > 0 && (
              <li aria-hidden="true" className={styles.separator}>
                <NavigateNextIcon fontSize="small" />
              </li>
            )}
            <li>
              {crumb.to && i < crumbs.length - 1 ? (
                <Link to={crumb.to} className={styles.link}>
                  {crumb.label}
                </Link>
              ) : (
                <Typography
                  aria-current={i === crumbs.length - 1 ? 'page' : undefined}
                  className={i === crumbs.length - 1 ? styles.current : styles.plain}
                >
                  {crumb.label}
                </Typography>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </Typography>
  );
}
