import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BreadcrumbTrail, type Crumb } from './breadcrumb-trail';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  /** The breadcrumb after Home, ending with this page. */
  crumbs?: Crumb[];
  children?: ReactNode;
}

/** The gradient band at the top of every list and detail page. */
export function PageHeader({ title, subtitle, eyebrow, crumbs, children }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        color: '#fff',
        background: 'linear-gradient(135deg, #1e3a8a 0%, #1a56db 55%, #6c2bd9 100%)',
        pt: { xs: 4, md: 6 },
        pb: { xs: 5, md: 7 },
      }}
    >
      <Container maxWidth="lg">
        {crumbs && <BreadcrumbTrail trail={crumbs} />}
        {eyebrow && (
          <Typography variant="overline" sx={{ opacity: 0.85 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography
            sx={{ mt: 1.5, opacity: 0.9, maxWidth: 720, fontSize: { md: '1.1rem' }, overflowWrap: 'anywhere' }}
          >
            {subtitle}
          </Typography>
        )}
        {children && <Box sx={{ mt: 4 }}>{children}</Box>}
      </Container>
    </Box>
  );
}
