import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Container, IconButton, Toolbar } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { HeaderAccountLink } from '../../features/account/components/header-account-link';
import { Brand } from './brand';
import { NAV_LINKS, isCurrent } from './nav-links';
import { SITE_LINKS_ID } from './site-footer';

const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

export function TopNav() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so the drawer can also animate closed.
  const [menuUsed, setMenuUsed] = useState(false);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'rgba(255,255,255,0.92)', backdropFilter: 'blur(8px)' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Brand />
          <Box sx={{ flexGrow: 1 }} />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {NAV_LINKS.map((link) => {
              const current = isCurrent(link.to, pathname);
              return (
                <Button
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  aria-current={current ? 'page' : undefined}
                  color={current ? 'primary' : 'inherit'}
                  sx={{
                    px: 1.75,
                    color: current ? 'primary.main' : 'text.secondary',
                    bgcolor: current ? 'primary.light' : 'transparent',
                  }}
                >
                  {link.label}
                </Button>
              );
            })}
          </Box>
          <HeaderAccountLink />
          {/* A link to the footer's site links before the page is interactive (or without JavaScript); the drawer after. */}
          <IconButton
            edge="end"
            aria-label="Open menu"
            href={`#${SITE_LINKS_ID}`}
            role="button"
            onClick={(event) => {
              event.preventDefault();
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuUsed && (
        <Suspense>
          <MobileMenu open={menuOpen} pathname={pathname} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
