import PeopleIcon from '@mui/icons-material/People';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import AssessmentIcon from '@mui/icons-material/Assessment';
import EditNoteIcon from '@mui/icons-material/EditNote';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import LogoutIcon from '@mui/icons-material/Logout';
import MailIcon from '@mui/icons-material/Mail';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SettingsIcon from '@mui/icons-material/Settings';
import StoreIcon from '@mui/icons-material/Store';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Avatar, Box, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { abbreviateCount } from '@directory/shared';
import type { ReactNode } from 'react';
import { Menu, useGetIdentity, useLogout, useSidebarState, useTranslate } from 'react-admin';
import { useAdminStats } from '../providers/queries';
import { openChangeRequestsOf } from '../resources/change-requests/change-requests-api';
import { useUnreadCount } from '../resources/contact-messages/messages-api';

function Label({ text, badge }: { text: string; badge?: string | null }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <Box component="span" sx={{ flexGrow: 1 }}>
        {translate(text)}
      </Box>
      {badge ? (
        <Chip component="span" size="small" color="primary" label={badge} sx={{ height: 20, fontSize: 12 }} />
      ) : null}
    </Box>
  );
}

function UserCard() {
  const translate = useTranslate();
  const logout = useLogout();
  const [open] = useSidebarState();
  const { identity } = useGetIdentity();
  if (!open) return null;
  return (
    <Box sx={{ m: 1, mt: 2, p: 1.5, borderRadius: 2, bgcolor: 'action.hover', display: 'flex', alignItems: 'center' }}>
      <Avatar sx={{ width: 32, height: 32, mr: 1 }}>{identity?.fullName?.charAt(0).toUpperCase() ?? 'A'}</Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {identity?.fullName ?? '…'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('app.menu.admin_role')}
        </Typography>
      </Box>
      <Tooltip title={translate('ra.auth.logout')}>
        <IconButton size="small" onClick={() => logout()} aria-label={translate('ra.auth.logout')}>
          <LogoutIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

interface Entry {
  to: string;
  text: string;
  icon: ReactNode;
  badge?: string | null;
}

/** docs/screens.md §2 "Admin layout" sidebar, with live badges instead of fixed figures (docs/behaviour.md §0). */
export function AppMenu() {
  const stats = useAdminStats();
  const unread = useUnreadCount();
  const entries: Entry[] = [
    { to: '/dashboard', text: 'app.menu.dashboard', icon: <DashboardIcon /> },
    {
      to: '/businesses',
      text: 'app.menu.businesses',
      icon: <StoreIcon />,
      badge: stats.data ? abbreviateCount(stats.data.totalBusinesses) : null,
    },
    { to: '/upload', text: 'app.menu.upload', icon: <UploadFileIcon /> },
    { to: '/settings', text: 'app.menu.settings', icon: <SettingsIcon /> },
    { to: '/reports', text: 'app.menu.reports', icon: <AssessmentIcon /> },
    {
      to: '/contact-messages',
      text: 'app.menu.messages',
      icon: <MailIcon />,
      // Unread messages only (docs/screens.md "Back office: audit log and messages"): the badge goes down as they are opened.
      badge: unread.data?.count ? abbreviateCount(unread.data.count) : null,
    },
    {
      to: '/reviews',
      text: 'app.menu.reviews',
      icon: <RateReviewIcon />,
      // The moderation queue, as the messages' badge counts what still needs reading.
      badge: stats.data?.pendingReviews ? abbreviateCount(stats.data.pendingReviews) : null,
    },
    {
      to: '/accounts',
      text: 'app.menu.accounts',
      icon: <PeopleIcon />,
      badge: stats.data ? abbreviateCount(stats.data.accounts) : null,
    },
    {
      to: '/claims',
      text: 'app.menu.claims',
      icon: <AssignmentIndIcon />,
      badge: stats.data?.openClaims ? abbreviateCount(stats.data.openClaims) : null,
    },
    {
      to: '/change-requests',
      text: 'app.menu.change_requests',
      icon: <EditNoteIcon />,
      badge: openChangeRequestsOf(stats.data) ? abbreviateCount(openChangeRequestsOf(stats.data) ?? 0) : null,
    },
    { to: '/audit-log', text: 'app.menu.audit', icon: <HistoryIcon /> },
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Menu>
        <Menu.DashboardItem primaryText={<Label text="app.menu.home" />} leftIcon={<HomeIcon />} />
        {entries.map((entry) => (
          <Menu.Item
            key={entry.to}
            to={entry.to}
            primaryText={<Label text={entry.text} badge={entry.badge} />}
            leftIcon={entry.icon}
          />
        ))}
      </Menu>
      <UserCard />
    </Box>
  );
}
