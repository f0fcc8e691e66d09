import { Card, CardContent, CardHeader, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** A card with a header (title, optional subheader and action) over its content. */
export function SectionCard({
  title,
  subheader,
  action,
  contentSx,
  children,
}: {
  title: ReactNode;
  subheader?: ReactNode;
  action?: ReactNode;
  contentSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader title={title} subheader={subheader} action={action} />
      <CardContent sx={contentSx}>{children}</CardContent>
    </Card>
  );
}
