import { BUSINESS_SUBMISSION_LIMITS, isCountryCode } from '@directory/shared';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldError } from 'react-hook-form';
import { SuggestionPopper } from '../../../components/search-suggestions/suggestion-popper';
import { cx } from '../../../ui/cx';
import { IconButton } from '../../../ui/button';
import { icon } from '../../../ui/icon';
import { CloseIcon } from '../../../ui/icons/close';
import type { SubmissionForm } from '../hooks/use-submission-form';
import { countryOptions, type CountryOption } from '../utils/countries';
import styles from './country-field.module.css';

/** Material's ArrowDropDown, which the kit's icons lack. */
const ArrowDropDownIcon = icon(<path d="M7 10l5 5 5-5z" />);

const chosen = (code: string) => isCountryCode(code) || 'Please choose a country';

const labelOf = (option: CountryOption) => `${option.name} (${option.code})`;

/** As MUI Autocomplete's filter: the typed text anywhere in the label, case and accents ignored. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

interface CountryComboboxProps {
  field: ControllerRenderProps<SubmissionForm, 'countryCode'>;
  error: FieldError | undefined;
  countries: CountryOption[];
}

/**
 * A WAI-ARIA combobox with a listbox popup, as MUI Autocomplete drew it: typing filters the list,
 * ArrowUp/ArrowDown move, Enter or a click picks, Escape closes; leaving the box puts back the chosen country.
 */
function CountryCombobox({ field: { ref: inputRef, ...field }, error, countries }: CountryComboboxProps) {
  const id = useId();
  const listId = `${id}-listbox`;
  const helpId = `${id}-help`;
  // The box as state, not a ref: the drop-down is placed from it while rendering.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const value = countries.find((c) => c.code === field.value.toUpperCase()) ?? null;
  /** What the visitor typed since the last pick; null shows the chosen country. */
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);

  const inputValue = typed ?? (value ? labelOf(value) : '');
  const options = useMemo(() => {
    if (typed === null) return countries;
    const wanted = folded(typed);
    return countries.filter((option) => folded(labelOf(option)).includes(wanted));
  }, [countries, typed]);
  const expanded = open && options.length > 0;
  const activeId = expanded && highlighted >= 0 ? `${id}-option-${highlighted}` : undefined;

  // The option walked to by keyboard is scrolled into the list's view.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const openList = () => {
    setOpen(true);
    setHighlighted(typed === null && value ? countries.indexOf(value) : -1);
  };
  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };
  const pick = (option: CountryOption | null) => {
    field.onChange(option?.code ?? '');
    setTyped(null);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openList();
      const count = options.length;
      if (count === 0) return;
      if (event.key === 'ArrowDown') setHighlighted((index) => (index + 1) % count);
      else setHighlighted((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter' && expanded && highlighted >= 0 && options[highlighted]) {
      // The picked country, not the form's submission.
      event.preventDefault();
      pick(options[highlighted]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const dirty = inputValue !== '';
  return (
    <div className={cx('ui-field', error && 'ui-field-error')}>
      <label htmlFor={id} id={`${id}-label`} className="ui-field-label">
        Country
        {BUSINESS_SUBMISSION_LIMITS.countryCode.required && ' *'}
      </label>
      <div ref={setBox} className={cx(styles.box, focused && styles.focused)}>
        <input
          id={id}
          ref={inputRef}
          name={field.name}
          value={inputValue}
          required={BUSINESS_SUBMISSION_LIMITS.countryCode.required}
          className={cx('ui-input', styles.input)}
          role="combobox"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck="false"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={helpId}
          onChange={(event) => {
            const text = event.target.value;
            setTyped(text);
            setOpen(true);
            setHighlighted(-1);
            // Emptying the box clears the choice.
            if (text === '' && value) field.onChange('');
          }}
          onKeyDown={onKeyDown}
          onMouseDown={() => {
            if (inputValue === '' || !open) {
              if (open) close();
              else openList();
            }
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setTyped(null);
            close();
            field.onBlur();
          }}
        />
        <div className={styles.buttons}>
          {dirty && (
            <IconButton
              size="small"
              aria-label="Clear"
              title="Clear"
              tabIndex={-1}
              className={styles.clear}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(null)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
          <IconButton
            size="small"
            aria-label={open ? 'Close' : 'Open'}
            title={open ? 'Close' : 'Open'}
            tabIndex={-1}
            className={cx(styles.toggle, open && styles.toggleOpen)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (open) close();
              else {
                box?.querySelector('input')?.focus();
                openList();
              }
            }}
          >
            <ArrowDropDownIcon />
          </IconButton>
        </div>
      </div>
      <p id={helpId} className="ui-field-help">
        {error?.message ?? ' '}
      </p>
      {open && (
        <SuggestionPopper anchor={box} offset={0} paperClassName={styles.paper}>
          {options.length > 0 ? (
            <ul id={listId} role="listbox" aria-labelledby={`${id}-label`} className={styles.listbox}>
              {options.map((option, index) => (
                <li
                  key={option.code}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={option === value}
                  data-option-index={index}
                  className={cx(styles.option, index === highlighted && styles.highlighted)}
                  onMouseMove={() => setHighlighted(index)}
                  onClick={() => pick(option)}
                >
                  {labelOf(option)}
                </li>
              ))}
            </ul>
          ) : (
            <div className={styles.noOptions}>No options</div>
          )}
        </SuggestionPopper>
      )}
    </div>
  );
}

/** The country as a searchable list of the codes the server accepts; the form holds the code. */
export function CountryField({ control }: { control: Control<SubmissionForm> }) {
  const countries = useMemo(() => countryOptions(), []);
  return (
    <Controller
      control={control}
      name="countryCode"
      rules={{ validate: chosen }}
      render={({ field, fieldState: { error } }) => (
        <CountryCombobox field={field} error={error} countries={countries} />
      )}
    />
  );
}
