import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

interface LetterStripProps {
  /** Each letter links to `{basePath}/{letter}`, the letter in lower case (the canonical form). */
  basePath: string;
  active?: string;
  /** Show an 'All' link back to `basePath` while a letter is active. */
  showAll?: boolean;
  label: string;
  dense?: boolean;
}

/** The A–Z strip of real links (`/categories/a` …); docs/screens.md §2 (Home, Categories list, Cities directory). */
export function LetterStrip({ basePath, active, showAll = false, label, dense = false }: LetterStripProps) {
  const size = dense ? 30 : 36;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {showAll && active && (
        <Button
          component={RouterLink}
          to={basePath}
          size="small"
          variant="outlined"
          sx={{ minWidth: 0, height: size, px: 1.5 }}
        >
          All
        </Button>
      )}
      {ALPHABET.map((letter) => {
        const current = letter === active;
        return (
          <Button
            key={letter}
            component={RouterLink}
            to={`${basePath}/${letter.toLowerCase()}`}
            size="small"
            variant={current ? 'contained' : 'outlined'}
            aria-current={current ? 'page' : undefined}
            aria-label={`${label}: ${letter}`}
            sx={{ minWidth: size, width: size, height: size, p: 0, fontWeight: 700 }}
          >
            {letter}
          </Button>
        );
      })}
    </Box>
  );
}
