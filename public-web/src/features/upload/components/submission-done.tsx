import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** Shown in place of the form once the server has stored the submission. */
export function SubmissionDone({ message, onAnother }: { message: string; onAnother: () => void }) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 5 }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 64, mb: 2 }} />
      <Typography variant="h5" component="h2" gutterBottom>
        Business submitted
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {message}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" onClick={onAnother}>
          Submit another business
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          Back to Home
        </Button>
      </Stack>
    </Box>
  );
}
