import { abbreviateCount, slugify, toCount } from '@directory/shared';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { BusinessSearchForm } from '../../../components/business-search-form';
import { LetterStrip } from '../../../components/letter-strip';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card, CardContent } from '../../../ui/surfaces';
import { Chip } from '../../../ui/chip';
import { Container, Stack } from '../../../ui/layout';
import { Typography } from '../../../ui/typography';
import { AddBusinessIcon } from '../../../ui/icons/add-business';
import { CategoryIcon } from '../../../ui/icons/category';
import { LocationCityIcon } from '../../../ui/icons/location-city';
import { PublicIcon } from '../../../ui/icons/public';
import { TrendingUpIcon } from '../../../ui/icons/trending-up';
import type { HomeData } from '../api/home-loader';
import { HeroCounters } from './hero-counters';
import styles from './home-page.module.css';
import { LinkPanel, type PanelEntry } from './link-panel';

export function HomePage() {
  useDocumentTitle(undefined);
  const { data, failed } = useLoaderData<HomeData>();
  const retry = useRevalidator();
  const isPending = retry.state === 'loading';

  const popular = data?.popularSearches ?? [];
  const categoryLink = (category: string, slug?: string) => `/categories/${slug || slugify(category)}`;

  const trending: PanelEntry[] = popular.map((item, i) => ({
    key: `trend-${item.slug || item.category}`,
    name: item.category,
    rank: `#${i + 1}`,
    to: categoryLink(item.category, item.slug),
  }));
  const categories: PanelEntry[] = popular.map((item) => ({
    key: `cat-${item.slug || item.category}`,
    name: item.category,
    meta: abbreviateCount(item.count),
    to: categoryLink(item.category, item.slug),
  }));
  // docs/behaviour.md §0: city links carry the city's real country code, not a fixed 'us'.
  const cities: PanelEntry[] = (data?.topCities ?? []).map((item) => ({
    key: `city-${item.countryCode}-${item.citySlug || item.city}`,
    name: item.city,
    meta: item.countryCode.toUpperCase(),
    to: `/cities/${item.countryCode.toLowerCase()}/${item.citySlug || slugify(item.city)}`,
  }));
  const countries: PanelEntry[] = (data?.topCountries ?? []).map((item) => ({
    key: `country-${item.countryCode || item.country}`,
    name: item.country,
    meta: abbreviateCount(item.count),
    to: `/countries/${item.slug || slugify(item.country)}`,
  }));

  return (
    <>
      <header className={styles.hero}>
        <Container maxWidth="lg">
          <Chip label="AI-powered search · Real-time data" size="small" className={styles.badge} />
          <Typography variant="h2" component="h1" className={styles.title}>
            Global Business Directory
          </Typography>
          <Typography className={styles.lead}>
            Discover trusted local businesses around the world — browse by category, country and city, and compare
            ratings, opening hours and locations at a glance.
          </Typography>
          <HeroCounters
            loading={isPending}
            businesses={toCount(data?.totals?.businesses)}
            countries={toCount(data?.totals?.countries)}
            cities={toCount(data?.totals?.cities)}
          />
        </Container>
      </header>

      <Container maxWidth="lg" className={styles.main}>
        <Card className={styles.searchCard}>
          <CardContent className={styles.searchContent}>
            <Typography variant="h5" component="h2" gutterBottom>
              AI-Powered Business Search
            </Typography>
            <Typography color="text.secondary" className={styles.searchLead}>
              Search every listing by name or category, anywhere in the world.
            </Typography>
            <BusinessSearchForm />
          </CardContent>
        </Card>

        {failed && !isPending && (
          <Alert
            severity="error"
            className={styles.alert}
            action={
              <Button color="inherit" size="small" onClick={() => void retry.revalidate()}>
                Retry
              </Button>
            }
          >
            The directory highlights could not be loaded. Please try again.
          </Alert>
        )}

        <Stack spacing={4}>
          {[
            {
              title: 'TRENDING SEARCHES',
              subtitle: 'What people are looking for right now',
              icon: <TrendingUpIcon />,
              accentClassName: styles.trending,
              entries: trending,
              footer: <LetterStrip basePath="/categories" label="Categories by letter" dense />,
            },
            {
              title: 'GLOBAL CITIES',
              subtitle: 'The cities with the most listed businesses',
              icon: <LocationCityIcon />,
              accentClassName: styles.cities,
              entries: cities,
              footer: <LetterStrip basePath="/cities" label="Cities by letter" dense />,
            },
            {
              title: 'BUSINESS CATEGORIES',
              subtitle: 'Browse the most popular kinds of business',
              icon: <CategoryIcon />,
              accentClassName: styles.categories,
              entries: categories,
            },
            {
              title: 'GLOBAL MARKETS',
              subtitle: 'Countries with the largest business listings',
              icon: <PublicIcon />,
              accentClassName: styles.markets,
              entries: countries,
            },
          ].map((panel) => (
            <LinkPanel key={panel.title} {...panel} loading={isPending} />
          ))}
        </Stack>

        <Card className={styles.ownerCard}>
          <CardContent className={styles.ownerContent}>
            <div className={styles.grow}>
              <Typography variant="h5" component="h2" gutterBottom>
                Own a business?
              </Typography>
              <Typography className={styles.ownerLead}>
                Get listed for free and let customers around the world find you.
              </Typography>
            </div>
            <Button
              to="/upload"
              variant="contained"
              size="large"
              startIcon={<AddBusinessIcon />}
              className={styles.upload}
            >
              Upload Business
            </Button>
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
