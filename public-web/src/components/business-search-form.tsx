import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

interface BusinessSearchFormProps {
  initialQuery?: string;
  initialWhere?: string;
}

/** CONTRACT §0: 'Search Globally' navigates to /search?q=…&where=…. */
export function BusinessSearchForm({ initialQuery = '', initialWhere = '' }: BusinessSearchFormProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialQuery);
  const [where, setWhere] = useState(initialWhere);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams({ q: query.trim(), where: where.trim() });
    navigate(`/search?${params.toString()}`);
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr auto' }, alignItems: 'end' }}
    >
      <TextField
        label="What are you looking for?"
        placeholder="Restaurant, Hotel, Dentist, Auto Repair..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon color="action" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        label="Where?"
        placeholder="New York, London, Tokyo, Paris..."
        value={where}
        onChange={(event) => setWhere(event.target.value)}
        fullWidth
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <PlaceOutlinedIcon color="action" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<AutoAwesomeIcon />}
        sx={{ height: 56, px: 3, whiteSpace: 'nowrap' }}
      >
        Search Globally
      </Button>
    </Box>
  );
}
