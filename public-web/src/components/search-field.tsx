import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, OutlinedInput } from '@mui/material';
import type { FormEvent } from 'react';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

/**
 * A list's filter box inside a GET form to the same page: with JavaScript it filters as the visitor
 * types (Enter just keeps the result), without it Enter loads the page with `?q=`, which the server
 * renders filtered.
 */
export function SearchField({ value, onChange, placeholder }: SearchFieldProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <Box component="form" method="get" role="search" onSubmit={submit}>
      <OutlinedInput
        type="search"
        name="q"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        fullWidth
        size="small"
        sx={{ bgcolor: 'background.paper' }}
        inputProps={{ 'aria-label': placeholder.replace(/\.+$/, '') }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon color="action" />
          </InputAdornment>
        }
      />
    </Box>
  );
}
