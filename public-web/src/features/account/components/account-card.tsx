import { Box, Container, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** The frame of the account pages: one narrow card with the page's heading. */
export function AccountCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: intro ? 1 : 3 }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        )}
        <Box>{children}</Box>
      </Paper>
    </Container>
  );
}
