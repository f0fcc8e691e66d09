import { Card, CardContent, CardHeader, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** On a phone the action goes under the title instead of squeezing it into a narrow column. */
const HEADER = {
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  '& .MuiCardHeader-content': { minWidth: { xs: '100%', sm: 0 } },
  '& .MuiCardHeader-action': { m: { xs: '8px 0 0', sm: undefined } },
} as const;

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
      <CardHeader title={title} subheader={subheader} action={action} sx={HEADER} />
      <CardContent sx={contentSx}>{children}</CardContent>
    </Card>
  );
}
