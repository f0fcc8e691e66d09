import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface StateMessageProps {
  title: string;
  text?: ReactNode;
  kind?: 'empty' | 'error';
  action?: ReactNode;
  /** 'h1' when the message stands in for the whole page (not found, failed to load). */
  headingLevel?: 'h1' | 'h2';
}

/** Empty and error states of lists and detail pages. */
export function StateMessage({ title, text, kind = 'empty', action, headingLevel = 'h2' }: StateMessageProps) {
  const error = kind === 'error';
  return (
    <Paper
      variant="outlined"
      role={error ? 'alert' : 'status'}
      sx={{ py: 7, px: 3, textAlign: 'center', borderStyle: 'dashed' }}
    >
      <Box
        sx={{
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: error ? '#fde8e8' : 'primary.light',
          color: error ? 'error.main' : 'primary.main',
        }}
      >
        {error ? <ErrorOutlineIcon fontSize="large" /> : <SearchOffIcon fontSize="large" />}
      </Box>
      <Typography variant="h6" component={headingLevel} gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Paper>
  );
}
