import { abbreviateCount, percent, toCount, type CountrySummary } from '@directory/shared';
import { CountBar } from '../../../components/count-bar';
import { LinkCard } from '../../../components/link-card';
import { CardContent } from '../../../ui/surfaces';
import { cx } from '../../../ui/cx';
import { Typography } from '../../../ui/typography';
import { ArrowForwardIcon } from '../../../ui/icons/arrow-forward';
import styles from './country-card.module.css';

interface CountryCardProps {
  country: CountrySummary;
  maxCount: number;
  totalBusinesses: number;
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className={styles.figure}>
      <Typography variant="h6" component="p" className={styles.figureValue}>
        {abbreviateCount(value)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </div>
  );
}

export function CountryCard({ country, maxCount, totalBusinesses }: CountryCardProps) {
  const businesses = toCount(country.businessCount);
  return (
    <LinkCard to={`/countries/${country.slug}`} stretch>
      <CardContent className={styles.content}>
        <div className={styles.head}>
          <div className={styles.code}>{country.countryCode.toUpperCase()}</div>
          <Typography variant="h6" component="h3" className={styles.name}>
            {country.country}
          </Typography>
        </div>
        <div className={styles.figures}>
          <Figure label="Businesses" value={businesses} />
          <Figure label="Cities" value={toCount(country.cityCount)} />
          <Figure label="Categories" value={toCount(country.categoryCount)} />
        </div>
        <div>
          <div className={styles.shareHead}>
            <Typography variant="body2" color="text.secondary">
              Market Share
            </Typography>
            <Typography variant="body2" className={styles.share}>
              {percent(businesses, totalBusinesses)}%
            </Typography>
          </div>
          <CountBar value={businesses} max={maxCount} label={`${country.country} market share`} />
        </div>
        {/* Looks like a text button but is a span: the whole card is already the link. */}
        <span className={cx('ui-button', styles.explore)}>
          Explore Now
          <span className="ui-button-icon-end">
            <ArrowForwardIcon />
          </span>
        </span>
      </CardContent>
    </LinkCard>
  );
}
