import { SiteLink } from '../../ui/site-link';
import { cx } from '../../ui/cx';
import { Dialog } from '../../ui/dialog';
import { IconButton } from '../../ui/button';
import { CloseIcon } from '../../ui/icons/close';
import styles from './mobile-menu.module.css';
import { NAV_LINKS, isCurrent } from './nav-links';

interface MobileMenuProps {
  open: boolean;
  pathname: string;
  onClose: () => void;
}

/** The phone navigation drawer; its own chunk, fetched when a visitor first opens the menu. */
export function MobileMenu({ open, pathname, onClose }: MobileMenuProps) {
  return (
    <Dialog drawer open={open} onClose={onClose} aria-label="Menu">
      <div className={styles.panel}>
        <div className={styles.close}>
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        <nav aria-label="Mobile">
          <ul className={styles.list}>
            {NAV_LINKS.map((link) => {
              const current = isCurrent(link.to, pathname);
              return (
                <li key={link.to}>
                  <SiteLink
                    to={link.to}
                    className={cx(styles.item, current && styles.current)}
                    aria-current={current ? 'page' : undefined}
                    onClick={onClose}
                  >
                    {link.label}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </Dialog>
  );
}
