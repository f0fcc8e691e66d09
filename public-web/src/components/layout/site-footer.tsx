import { Box, Container, Divider, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SITE } from '../../config/site';
import { Brand } from './brand';
import { LEGAL_LINKS, NAV_LINKS } from './nav-links';

interface FooterColumnProps {
  title: string;
  links: ReadonlyArray<{ to: string; label: string }>;
  id?: string;
}

function FooterColumn({ title, links, id }: FooterColumnProps) {
  return (
    <Box component="nav" aria-label={title} id={id}>
      <Typography variant="overline" component="h2" sx={{ color: 'grey.400' }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} color="inherit" sx={{ color: 'grey.300' }}>
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** The footer's site links, where the phone menu button leads until the page is interactive. */
export const SITE_LINKS_ID = 'site-links';

export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <Box component="footer" sx={{ bgcolor: '#0f172a', color: 'grey.100', mt: 'auto', pt: 7, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={5}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box sx={{ color: '#fff' }}>
              <Brand inverted />
            </Box>
            <Typography variant="overline" component="h2" sx={{ display: 'block', mt: 2, color: 'grey.400' }}>
              Business Directory
            </Typography>
            <Typography variant="body2" sx={{ color: 'grey.400', maxWidth: 380 }}>
              {SITE.tagline}
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 3.5 }}>
            <FooterColumn title="Quick Links" links={NAV_LINKS} id={SITE_LINKS_ID} />
          </Grid>
          <Grid size={{ xs: 6, md: 3.5 }}>
            <FooterColumn title="Legal" links={LEGAL_LINKS} />
          </Grid>
        </Grid>
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.1)', my: 4 }} />
        <Typography variant="body2" sx={{ color: 'grey.500', textAlign: 'center' }}>
          © {year} {SITE.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
