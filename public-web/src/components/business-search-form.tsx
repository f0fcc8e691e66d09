import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../ui/button';
import { cx } from '../ui/cx';
import { Typography } from '../ui/typography';
import { AutoAwesomeIcon } from '../ui/icons/auto-awesome';
import { PlaceOutlinedIcon } from '../ui/icons/place-outlined';
import { SearchIcon } from '../ui/icons/search';
import styles from './business-search-form.module.css';

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
 * A labelled input with its icon inside the outlined box. A combobox whose suggestions overlay the
 * page below, once they are loaded; they hang from the box (the input's parent).
 */
function IconField({ name, label, placeholder, icon, defaultValue, suggesting }: IconFieldProps) {
  const id = `search-${name}`;
  const listId = `${id}-suggestions`;
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.field}>
      <Typography component="label" htmlFor={id} variant="body2" className={styles.label}>
        {label}
      </Typography>
      <div className={cx('ui-input-box', styles.box)}>
        {icon}
        <input
          id={id}
          name={name}
          type="text"
          placeholder={placeholder}
          defaultValue={defaultValue}
          ref={input}
          className={styles.input}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={false}
          aria-controls={listId}
        />
      </div>
      {suggesting && (
        <Suspense fallback={null}>
          <FieldSuggestions box={name === 'q' ? 'what' : 'where'} input={input} listId={listId} />
        </Suspense>
      )}
    </div>
  );
}

const FIELDS = [
  {
    name: 'q',
    label: 'What are you looking for?',
    placeholder: 'Restaurant, Hotel, Dentist, Auto Repair...',
    icon: <SearchIcon className={styles.adornment} />,
  },
  {
    name: 'where',
    label: 'Where?',
    placeholder: 'New York, London, Tokyo, Paris...',
    icon: <PlaceOutlinedIcon className={styles.adornment} />,
  },
] as const;

/**
 * docs/behaviour.md §0: 'Search Globally' ('Search' once a place is typed) navigates to
 * /search?q=…&where=…. A plain GET form with named, uncontrolled inputs: it works without
 * JavaScript, and what a visitor typed before the page hydrated is still what is searched.
 */
export function BusinessSearchForm({ initialQuery = '', initialWhere = '' }: BusinessSearchFormProps) {
  const navigate = useNavigate();
  const [suggesting, setSuggesting] = useState(false);
  const startSuggesting = () => setSuggesting(true);
  // 'Search Globally' while no place narrows the search; with one it would say the opposite of what happens.
  const [hasPlace, setHasPlace] = useState(initialWhere.trim() !== '');
  const notePlace = ({ target }: ChangeEvent<HTMLFormElement>) => {
    if (target instanceof HTMLInputElement && target.name === 'where') setHasPlace(target.value.trim() !== '');
  };
  // A place typed before the page hydrated fired no change React heard: read the box once it has.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const where = form.current?.elements.namedItem('where');
    if (where instanceof HTMLInputElement) setHasPlace(where.value.trim() !== '');
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const params = new URLSearchParams({ q: text('q'), where: text('where') });
    navigate(`/search?${params.toString()}`);
  };

  return (
    <form
      ref={form}
      role="search"
      action="/search"
      method="get"
      onSubmit={submit}
      onFocus={startSuggesting}
      onInput={startSuggesting}
      onChange={notePlace}
      className={styles.form}
    >
      {FIELDS.map((field) => (
        <IconField
          key={field.name}
          {...field}
          defaultValue={field.name === 'q' ? initialQuery : initialWhere}
          suggesting={suggesting}
        />
      ))}
      <Button type="submit" variant="contained" size="large" startIcon={<AutoAwesomeIcon />} className={styles.submit}>
        {hasPlace ? 'Search' : 'Search Globally'}
      </Button>
    </form>
  );
}
