import { SiteLink } from '../../ui/site-link';
import { SITE } from '../../config/site';
import { cx } from '../../ui/cx';
import { TravelExploreIcon } from '../../ui/icons/travel-explore';
import styles from './brand.module.css';

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <SiteLink to="/" aria-label={`${SITE.name} home`} className={styles.brand}>
      <span className={cx(styles.mark, inverted && styles.inverted)}>
        <TravelExploreIcon fontSize="small" />
      </span>
      <span className={styles.name}>Business Directory</span>
    </SiteLink>
  );
}
