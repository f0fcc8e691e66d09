import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

interface BusinessSearchFormProps {
  initialQuery?: string;
  initialWhere?: string;
}

interface IconFieldProps {
  label: string;
  placeholder: string;
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
}

function IconField({ label, placeholder, icon, value, onChange }: IconFieldProps) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        input: { startAdornment: <InputAdornment position="start">{icon}</InputAdornment> },
      }}
    />
  );
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
      <IconField
        label="What are you looking for?"
        placeholder="Restaurant, Hotel, Dentist, Auto Repair..."
        icon={<SearchIcon color="action" />}
        value={query}
        onChange={setQuery}
      />
      <IconField
        label="Where?"
        placeholder="New York, London, Tokyo, Paris..."
        icon={<PlaceOutlinedIcon color="action" />}
        value={where}
        onChange={setWhere}
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
