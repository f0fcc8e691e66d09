import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
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
      <Box component="ul" id={id} role="listbox" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0.5 }}>
        {groupsOf(options).map(([group, members]) => (
          <Box component="li" key={group} role="presentation">
            <Box component="ul" role="group" aria-labelledby={`${id}-${group}`} sx={{ listStyle: 'none', p: 0 }}>
              <Typography
                component="li"
                role="presentation"
                id={`${id}-${group}`}
                variant="overline"
                color="text.secondary"
                sx={{ display: 'block', px: 1.5, lineHeight: 2.5 }}
              >
                {group}
              </Typography>
              {members.map((option) => (
                <Box
                  component="li"
                  key={option.id}
                  id={optionId(id, option)}
                  role="option"
                  aria-selected={option === active}
                  // Keeps the focus in the box, so picking does not blur (and close) it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onPick(option)}
                  sx={{
                    px: 1.5,
                    py: 1,
                    borderRadius: 1,
                    cursor: 'pointer',
                    bgcolor: option === active ? 'action.selected' : undefined,
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {option.label}
                  </Typography>
                  {option.detail && (
                    <Typography variant="caption" color="text.secondary">
                      {option.detail}
                    </Typography>
                  )}
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </SuggestionPopper>
  );
}
