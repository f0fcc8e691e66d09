import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { QueryScope } from '../../lib/query-scope';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { Typography } from '../../ui/typography';
import styles from './field-suggestions.module.css';
import { optionId, SuggestionList } from './suggestion-list';
import { suggestionOptions, type SuggestBox, type SuggestionOption } from './suggestion-options';
import { SuggestionPopper } from './suggestion-popper';
import { suggestionsQueryOptions } from './suggestions-query';
import { useNearMe } from './use-near-me';

const DEBOUNCE_MS = 150;

interface FieldSuggestionsProps {
  box: SuggestBox;
  /** The form's own input: it stays uncontrolled, as the server rendered it, so the form works without JavaScript. */
  input: RefObject<HTMLInputElement | null>;
  listId: string;
}

/** The input is uncontrolled (see FieldSuggestions), so a picked place is written into it directly. */
function fillBox(input: HTMLInputElement, text: string): void {
  input.value = text;
}

const otherBox = (input: HTMLInputElement, name: string) =>
  (input.form?.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? '';

/**
 * The combobox behaviour of one search box (WAI-ARIA combobox with a listbox popup): suggestions of
 * `GET /api/suggest` as the visitor types, ArrowUp/ArrowDown to move, Enter to pick, Escape to close.
 * It listens on the existing input rather than rendering one, because it arrives as a separate chunk
 * after the page is interactive.
 */
export default function FieldSuggestions(props: FieldSuggestionsProps) {
  return (
    <QueryScope>
      <Suggestions {...props} />
    </QueryScope>
  );
}

function Suggestions({ box, input, listId }: FieldSuggestionsProps) {
  const navigate = useNavigate();
  const nearMe = useNearMe();
  const [text, setText] = useState(() => input.current?.value ?? '');
  const [open, setOpen] = useState(() => document.activeElement === input.current);
  const [activeIndex, setActiveIndex] = useState(-1);
  const typed = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const where = box === 'what' && input.current ? otherBox(input.current, 'where') : '';
  const { data } = useQuery({ ...suggestionsQueryOptions(typed, where), enabled: typed !== '' });
  const options = typed || box === 'where' ? suggestionOptions(box, typed ? data : undefined, where) : [];
  const expanded = open && options.length > 0;

  const pick = (option: SuggestionOption) => {
    const element = input.current;
    setOpen(false);
    setActiveIndex(-1);
    if (option.action.kind === 'open') navigate(option.action.href);
    else if (option.action.kind === 'fill' && element) {
      fillBox(element, option.action.text);
      setText(option.action.text);
    } else if (option.action.kind === 'near-me' && element) nearMe.locate(otherBox(element, 'q'));
  };

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.setAttribute('aria-expanded', String(expanded));
    const active = expanded ? options[activeIndex] : undefined;
    if (active) element.setAttribute('aria-activedescendant', optionId(listId, active));
    else element.removeAttribute('aria-activedescendant');

    const onInput = () => {
      setText(element.value);
      setOpen(true);
      setActiveIndex(-1);
      nearMe.clear();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && (expanded || nearMe.message)) {
        event.preventDefault();
        setOpen(false);
        nearMe.clear();
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // Positions -1 (the box itself) to the last option, wrapping around.
        const positions = options.length + 1;
        if (expanded) setActiveIndex((index) => ((index + 1 + step + positions) % positions) - 1);
        else setOpen(true);
      } else if (event.key === 'Enter' && active) {
        // The picked suggestion, not the form's submission.
        event.preventDefault();
        pick(active);
      }
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => {
      setOpen(false);
      setActiveIndex(-1);
    };
    element.addEventListener('input', onInput);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focus', onFocus);
    element.addEventListener('blur', onBlur);
    // Keys typed while this chunk was loading, before anything listened, are caught up here.
    if (element.value !== text) onInput();
    return () => {
      element.removeEventListener('input', onInput);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focus', onFocus);
      element.removeEventListener('blur', onBlur);
    };
  });

  // The drop-down hangs from the outlined box around the input, and is as wide as it.
  const anchor = input.current?.parentElement ?? null;
  if (nearMe.message || nearMe.locating) {
    return (
      <SuggestionPopper anchor={anchor}>
        <Typography
          variant="body2"
          role={nearMe.message ? 'alert' : 'status'}
          color={nearMe.message ? 'error' : 'text.secondary'}
          className={styles.message}
        >
          {nearMe.message || 'Finding your location…'}
        </Typography>
      </SuggestionPopper>
    );
  }
  if (!expanded) return null;
  return (
    <SuggestionList
      anchor={anchor}
      id={listId}
      label={box === 'what' ? 'Suggestions' : 'Places'}
      options={options}
      activeIndex={activeIndex}
      onPick={pick}
    />
  );
}
