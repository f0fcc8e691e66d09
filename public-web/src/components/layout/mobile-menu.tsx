import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, List, ListItemButton, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { NAV_LINKS, isCurrent } from './nav-links';

interface MobileMenuProps {
  open: boolean;
  pathname: string;
  onClose: () => void;
}

/** The phone navigation drawer; its own chunk, fetched when a visitor first opens the menu. */
export function MobileMenu({ open, pathname, onClose }: MobileMenuProps) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Menu' } }}>
      <Box sx={{ width: 260 }} role="presentation">
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List component="nav" aria-label="Mobile">
          {NAV_LINKS.map((link) => (
            <ListItemButton
              key={link.to}
              component={RouterLink}
              to={link.to}
              selected={isCurrent(link.to, pathname)}
              aria-current={isCurrent(link.to, pathname) ? 'page' : undefined}
              onClick={onClose}
            >
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
