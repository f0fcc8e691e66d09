import { Card, CardContent, Grid } from '@mui/material';
import type { ReactNode } from 'react';

/** A page's form card, two thirds wide on wide screens, beside its sidebar. */
export function FormWithSidebar({ children, sidebar }: { children: ReactNode; sidebar: ReactNode }) {
  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>{children}</CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>{sidebar}</Grid>
    </Grid>
  );
}
