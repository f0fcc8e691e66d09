import NotificationsIcon from '@mui/icons-material/Notifications';
import SearchIcon from '@mui/icons-material/Search';
import { Badge, Box, IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAdminStats } from '../providers/queries';
import { HealthChip } from './health-chip';

const businessesWith = (filter: Record<string, unknown>) =>
  `/businesses?${new URLSearchParams({ filter: JSON.stringify(filter), page: '1' })}`;

function QuickSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(businessesWith(search.trim() ? { search: search.trim() } : {}));
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: { xs: 'none', md: 'block' }, mx: 2 }}>
      <TextField
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={translate('app.appbar.search')}
        aria-label={translate('app.appbar.search')}
        sx={{ bgcolor: 'rgba(255,255,255,0.15)', borderRadius: 1, input: { color: 'inherit' }, width: 260 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon sx={{ color: 'inherit' }} fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

/** Pending approvals are what needs the admin's attention, so they are the notification count. */
function PendingBadge() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const stats = useAdminStats();
  const pending = stats.data?.pendingBusinesses ?? 0;
  return (
    <Tooltip title={translate('app.appbar.pending', { smart_count: pending })}>
      <IconButton color="inherit" onClick={() => navigate(businessesWith({ approved: false }))}>
        <Badge badgeContent={pending} color="error" max={999}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

/** A long title (an edited business's name) takes two lines at most rather than being cut to a few letters. */
const titleFits = {
  minWidth: 0,
  whiteSpace: 'normal',
  lineHeight: 1.2,
  fontSize: { xs: '1rem', sm: '1.25rem' },
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

export function AdminAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <PendingBadge />
          <LocalesMenuButton />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal sx={titleFits} />
      <QuickSearch />
      <HealthChip />
    </AppBar>
  );
}
