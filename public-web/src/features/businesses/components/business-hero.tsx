import { describeBusiness, type BusinessDetail, type PublicBusinessDetail } from '@directory/shared';
import { BusinessImage } from '../../../components/business-image';
import { StarRating } from '../../../components/star-rating';
import { Chip } from '../../../ui/chip';
import { Grid, Stack } from '../../../ui/layout';
import { Paper } from '../../../ui/surfaces';
import { Typography } from '../../../ui/typography';
import { PlaceIcon } from '../../../ui/icons/place';
import styles from './business-hero.module.css';
import { OpenStatusBadge } from './open-status-badge';

function Description({ business }: { business: BusinessDetail }) {
  const description = describeBusiness(business.description, business.category);
  if (description.kind === 'lines') {
    return (
      <dl className={styles.lines}>
        {description.lines.map((line) => (
          <div key={line.label} className={styles.line}>
            <Typography component="dt" variant="body2" className={styles.label}>
              {line.label}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary" className={styles.value}>
              {line.value}
            </Typography>
          </div>
        ))}
      </dl>
    );
  }
  return description.text ? (
    <Typography color="text.secondary" className={styles.text}>
      {description.text}
    </Typography>
  ) : null;
}

/** The imported rating when there is one; else this site's own, said to be so; else 'No rating yet'. */
function HeroRating({ business }: { business: PublicBusinessDetail }) {
  const { siteRating } = business;
  if (business.reviewCount === 0 && siteRating) {
    return (
      <StarRating
        rating={siteRating.average}
        reviewCount={siteRating.count}
        countedWhere="on this site"
        size="medium"
      />
    );
  }
  return <StarRating rating={business.rating} reviewCount={business.reviewCount} size="medium" />;
}

export function BusinessHero({ business }: { business: PublicBusinessDetail }) {
  return (
    <Paper variant="outlined" className={styles.hero}>
      <Grid container>
        <Grid size={{ xs: 12, md: 5 }}>
          <div className={styles.picture}>
            <BusinessImage
              src={business.imageUrl}
              alt={business.name}
              className={styles.image}
              iconSize={96}
              priority
            />
            <div className={styles.badge}>
              <OpenStatusBadge hours={business.hours} timeZone={business.timeZone} />
            </div>
          </div>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2} className={styles.body}>
            <div>
              <Chip
                to={`/categories/${business.categorySlug}`}
                label={business.category}
                color="primary"
                size="small"
              />
            </div>
            <Typography variant="h3" component="h1" className={styles.name}>
              {business.name}
            </Typography>
            <HeroRating business={business} />
            <div className={styles.address}>
              <PlaceIcon fontSize="small" className={styles.placeIcon} />
              <Typography variant="body2" className={styles.wrap}>
                {business.address}
              </Typography>
            </div>
            <Description business={business} />
          </Stack>
        </Grid>
      </Grid>
    </Paper>
  );
}
