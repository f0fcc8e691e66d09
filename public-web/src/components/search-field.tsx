import type { FormEvent } from 'react';
import { cx } from '../ui/cx';
import { SearchIcon } from '../ui/icons/search';
import styles from './search-field.module.css';

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
    <form method="get" role="search" onSubmit={submit} className={styles.form}>
      <div className={cx('ui-input-box', styles.box)}>
        <SearchIcon className={styles.adornment} />
        <input
          type="search"
          name="q"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          aria-label={placeholder.replace(/\.+$/, '')}
          className={styles.input}
        />
      </div>
    </form>
  );
}
