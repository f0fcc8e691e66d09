import NotificationsIcon from '@mui/icons-material/Notifications';
import SearchIcon from '@mui/icons-material/Search';
import { Badge, Box, Chip, IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAdminStats } from '../providers/queries';

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

export function AdminAppBar() {
  const translate = useTranslate();
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
      <TitlePortal />
      <QuickSearch />
      <Chip
        size="small"
        label={translate('app.appbar.active')}
        sx={{ bgcolor: 'success.main', color: 'common.white', mr: 1, display: { xs: 'none', sm: 'flex' } }}
      />
    </AppBar>
  );
}
