import { useEffect } from 'react';
import { cx } from '../../ui/cx';
import { Typography } from '../../ui/typography';
import styles from './suggestion-list.module.css';
import { SuggestionPopper } from './suggestion-popper';
import type { SuggestionGroup, SuggestionOption } from './suggestion-options';

interface SuggestionListProps {
  /** The search box the list hangs from. */
  anchor: HTMLElement | null;
  id: string;
  label: string;
  options: SuggestionOption[];
  activeIndex: number;
  onPick: (option: SuggestionOption) => void;
}

export const optionId = (listId: string, option: SuggestionOption) => `${listId}-${option.id}`;

function groupsOf(options: SuggestionOption[]): Array<[SuggestionGroup, SuggestionOption[]]> {
  const groups = new Map<SuggestionGroup, SuggestionOption[]>();
  for (const option of options) groups.set(option.group, [...(groups.get(option.group) ?? []), option]);
  return [...groups];
}

/** The listbox under a search box: options grouped, the active one highlighted, overlaying the page below. */
export function SuggestionList({ anchor, id, label, options, activeIndex, onPick }: SuggestionListProps) {
  const active = options[activeIndex];
  const activeId = active ? optionId(id, active) : '';

  // The option walked to by keyboard is scrolled into the list's view.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  return (
    <SuggestionPopper anchor={anchor}>
      <ul id={id} role="listbox" aria-label={label} className={styles.listbox}>
        {groupsOf(options).map(([group, members]) => (
          <li key={group} role="presentation">
            <ul role="group" aria-labelledby={`${id}-${group}`} className={styles.group}>
              <Typography
                component="li"
                role="presentation"
                id={`${id}-${group}`}
                variant="overline"
                color="text.secondary"
                className={styles.groupTitle}
              >
                {group}
              </Typography>
              {members.map((option) => (
                <li
                  key={option.id}
                  id={optionId(id, option)}
                  role="option"
                  aria-selected={option === active}
                  // Keeps the focus in the box, so picking does not blur (and close) it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onPick(option)}
                  className={cx(styles.option, option === active && styles.active)}
                >
                  <Typography variant="body2" className={styles.optionLabel}>
                    {option.label}
                  </Typography>
                  {option.detail && (
                    <Typography variant="caption" color="text.secondary">
                      {option.detail}
                    </Typography>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </SuggestionPopper>
  );
}
