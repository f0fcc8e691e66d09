import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, OutlinedInput, Typography } from '@mui/material';
import { lazy, Suspense, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

// The drop-down is its own chunk, fetched when a visitor first focuses or types in a box.
const FieldSuggestions = lazy(() => import('./search-suggestions/field-suggestions'));

interface BusinessSearchFormProps {
  initialQuery?: string;
  initialWhere?: string;
}

interface IconFieldProps {
  name: 'q' | 'where';
  label: string;
  placeholder: string;
  icon: ReactNode;
  defaultValue: string;
  suggesting: boolean;
}

/**
 * A labelled input; OutlinedInput rather than TextField, which would bring Select and its popover
 * into the first load. A combobox whose suggestions overlay the page below, once they are loaded.
 */
function IconField({ name, label, placeholder, icon, defaultValue, suggesting }: IconFieldProps) {
  const id = `search-${name}`;
  const listId = `${id}-suggestions`;
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ position: 'relative' }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 0.75, fontWeight: 600 }}>
        {label}
      </Typography>
      <OutlinedInput
        id={id}
        name={name}
        placeholder={placeholder}
        defaultValue={defaultValue}
        fullWidth
        inputRef={input}
        inputProps={{
          role: 'combobox',
          autoComplete: 'off',
          'aria-autocomplete': 'list',
          'aria-expanded': false,
          'aria-controls': listId,
        }}
        startAdornment={<InputAdornment position="start">{icon}</InputAdornment>}
      />
      {suggesting && (
        <Suspense fallback={null}>
          <FieldSuggestions box={name === 'q' ? 'what' : 'where'} input={input} listId={listId} />
        </Suspense>
      )}
    </Box>
  );
}

const FIELDS = [
  {
    name: 'q',
    label: 'What are you looking for?',
    placeholder: 'Restaurant, Hotel, Dentist, Auto Repair...',
    icon: <SearchIcon color="action" />,
  },
  {
    name: 'where',
    label: 'Where?',
    placeholder: 'New York, London, Tokyo, Paris...',
    icon: <PlaceOutlinedIcon color="action" />,
  },
] as const;

/**
 * docs/behaviour.md §0: 'Search' navigates to /search?q=…&where=…. A plain GET form with named,
 * uncontrolled inputs: it works without JavaScript, and what a visitor typed before the page
 * hydrated is still what is searched.
 */
export function BusinessSearchForm({ initialQuery = '', initialWhere = '' }: BusinessSearchFormProps) {
  const navigate = useNavigate();
  const [suggesting, setSuggesting] = useState(false);
  const startSuggesting = () => setSuggesting(true);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const params = new URLSearchParams({ q: text('q'), where: text('where') });
    navigate(`/search?${params.toString()}`);
  };

  return (
    <Box
      component="form"
      role="search"
      action="/search"
      method="get"
      onSubmit={submit}
      onFocus={startSuggesting}
      onInput={startSuggesting}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr auto' }, alignItems: 'end' }}
    >
      {FIELDS.map((field) => (
        <IconField
          key={field.name}
          {...field}
          defaultValue={field.name === 'q' ? initialQuery : initialWhere}
          suggesting={suggesting}
        />
      ))}
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<AutoAwesomeIcon />}
        sx={{ height: 56, px: 3, whiteSpace: 'nowrap' }}
      >
        Search
      </Button>
    </Box>
  );
}
