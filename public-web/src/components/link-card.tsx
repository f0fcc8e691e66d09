import { Card, CardActionArea } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface LinkCardProps {
  to: string;
  /** Stretch the content to the card's full height, so it can push a last line to the bottom. */
  stretch?: boolean;
  children: ReactNode;
}

/** A directory card that is one link as a whole, its shadow lifting on hover. */
export function LinkCard({ to, stretch = false, children }: LinkCardProps) {
  return (
    <Card sx={{ height: '100%', transition: 'box-shadow .2s', '&:hover': { boxShadow: 4 } }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={
          stretch
            ? { height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }
            : { height: '100%' }
        }
      >
        {children}
      </CardActionArea>
    </Card>
  );
}
