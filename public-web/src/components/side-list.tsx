import { Card, CardContent, List, ListItem, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '../lib/format';

export interface SideListItem {
  key: string;
  label: string;
  to: string;
  count: number;
}

/** 'TOP COUNTRIES' / 'TOP CATEGORIES' beside a business grid (docs/screens.md §2). */
export function SideList({
  title,
  items,
  loading = false,
}: {
  title: string;
  items: SideListItem[];
  loading?: boolean;
}) {
  return (
    <Card component="aside" aria-label={title}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="overline" component="h2" color="text.secondary">
          {title}
        </Typography>
      </CardContent>
      {!loading && items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1, pb: 2 }}>
          Nothing to show yet.
        </Typography>
      ) : (
        <List dense disablePadding sx={{ pb: 1 }}>
          {loading
            ? Array.from({ length: 6 }, (_, i) => (
                <ListItem key={i} sx={{ px: 2, py: 0.75 }}>
                  <Skeleton sx={{ flexGrow: 1 }} />
                </ListItem>
              ))
            : items.map((item, i) => (
                <ListItem key={item.key} disablePadding>
                  <ListItemButton component={RouterLink} to={item.to}>
                    <Typography variant="caption" sx={{ width: 24, color: 'text.secondary', fontWeight: 700 }}>
                      {i + 1}
                    </Typography>
                    <ListItemText primary={item.label} slotProps={{ primary: { noWrap: true } }} />
                    <Typography variant="caption" sx={{ ml: 1, color: 'text.secondary', fontWeight: 600 }}>
                      {formatNumber(item.count)}
                    </Typography>
                  </ListItemButton>
                </ListItem>
              ))}
        </List>
      )}
    </Card>
  );
}
