import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import CategoryIcon from '@mui/icons-material/Category';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import PublicIcon from '@mui/icons-material/Public';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Alert, Box, Button, Card, CardContent, Chip, Container, Stack, Typography } from '@mui/material';
import { abbreviateCount, slugify, toCount } from '@directory/shared';
import { Link as RouterLink } from 'react-router-dom';
import { BusinessSearchForm } from '../../../components/business-search-form';
import { LetterStrip } from '../../../components/letter-strip';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useHomepageData } from '../api/get-homepage-data';
import { HeroCounters } from './hero-counters';
import { LinkPanel, type PanelEntry } from './link-panel';

export function HomePage() {
  useDocumentTitle(undefined);
  const { data, isPending, isError, refetch } = useHomepageData();

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
      <Box
        component="header"
        sx={{
          color: '#fff',
          pt: { xs: 3, md: 10 },
          pb: { xs: 12, md: 16 },
          background:
            'radial-gradient(circle at 15% 20%, rgba(126,58,242,0.55), transparent 45%), linear-gradient(135deg, #1e3a8a 0%, #1e40af 45%, #1a56db 100%)',
        }}
      >
        <Container maxWidth="lg">
          <Chip
            label="AI-powered search · Real-time data"
            size="small"
            sx={{
              display: { xs: 'none', sm: 'inline-flex' },
              bgcolor: 'rgba(255,255,255,0.15)',
              color: '#fff',
              mb: 2,
              fontWeight: 600,
            }}
          />
          <Typography
            variant="h2"
            component="h1"
            sx={{ fontSize: { xs: '1.75rem', md: '3.5rem' }, mb: { xs: 1, md: 2 } }}
          >
            Global Business Directory
          </Typography>
          <Typography
            sx={{
              display: { xs: 'none', sm: 'block' },
              fontSize: { sm: '1.05rem', md: '1.25rem' },
              opacity: 0.9,
              maxWidth: 680,
              mb: 5,
            }}
          >
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
      </Box>

      <Container maxWidth="lg" sx={{ mt: { xs: -9, md: -10 }, pb: 8 }}>
        <Card variant="elevation" elevation={8} sx={{ mb: 5, borderRadius: 3 }}>
          <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
            <Typography variant="h5" component="h2" gutterBottom>
              AI-Powered Business Search
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Search every listing by name or category, anywhere in the world.
            </Typography>
            <BusinessSearchForm />
          </CardContent>
        </Card>

        {isError && (
          <Alert
            severity="error"
            sx={{ mb: 3 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
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
              accent: 'linear-gradient(135deg, #f05252, #ff8a4c)',
              entries: trending,
              footer: <LetterStrip basePath="/categories" label="Categories by letter" dense />,
            },
            {
              title: 'GLOBAL CITIES',
              subtitle: 'The cities with the most listed businesses',
              icon: <LocationCityIcon />,
              accent: 'linear-gradient(135deg, #0e9f6e, #31c48d)',
              entries: cities,
              footer: <LetterStrip basePath="/cities" label="Cities by letter" dense />,
            },
            {
              title: 'BUSINESS CATEGORIES',
              subtitle: 'Browse the most popular kinds of business',
              icon: <CategoryIcon />,
              accent: 'linear-gradient(135deg, #1a56db, #6875f5)',
              entries: categories,
            },
            {
              title: 'GLOBAL MARKETS',
              subtitle: 'Countries with the largest business listings',
              icon: <PublicIcon />,
              accent: 'linear-gradient(135deg, #7e3af2, #e74694)',
              entries: countries,
            },
          ].map((panel) => (
            <LinkPanel key={panel.title} {...panel} loading={isPending} />
          ))}
        </Stack>

        <Card
          sx={{
            mt: 6,
            border: 0,
            color: '#fff',
            background: 'linear-gradient(135deg, #111928 0%, #1e3a8a 100%)',
          }}
        >
          <CardContent
            sx={{
              p: { xs: 3, md: 5 },
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              alignItems: { md: 'center' },
              gap: 3,
            }}
          >
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="h5" component="h2" gutterBottom>
                Own a business?
              </Typography>
              <Typography sx={{ opacity: 0.85 }}>
                Get listed for free and let customers around the world find you.
              </Typography>
            </Box>
            <Button
              component={RouterLink}
              to="/upload"
              variant="contained"
              size="large"
              startIcon={<AddBusinessIcon />}
              sx={{ bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
            >
              Upload Business
            </Button>
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
