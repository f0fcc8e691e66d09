import { Box, Typography } from '@mui/material';
import type { MouseEventHandler } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { namedSelection } from './named-selection';

export interface NamedConfirmProps {
  isOpen: boolean;
  /** Translation keys, given `smart_count` (how many businesses). */
  title: string;
  question: string;
  /** Names of the businesses the action touches, in the order shown. */
  names: string[];
  confirm: string;
  confirmColor?: 'primary' | 'warning';
  loading?: boolean;
  onConfirm: MouseEventHandler;
  onClose: MouseEventHandler;
}

/** docs/screens.md §2: a confirmation names what it acts on, the first three and 've N diğer' for the rest. */
export function NamedConfirm({ title, question, names, confirm, ...props }: NamedConfirmProps) {
  const translate = useTranslate();
  const count = { smart_count: names.length };
  const shown = namedSelection(names);
  return (
    <Confirm
      {...props}
      title={translate(title, count)}
      confirm={confirm}
      content={
        <Box>
          <Typography>{translate(question, count)}</Typography>
          <Box component="ul" sx={{ my: 1, pl: 3, overflowWrap: 'anywhere' }}>
            {shown.names.map((name, index) => (
              <li key={index}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {name}
                </Typography>
              </li>
            ))}
          </Box>
          {shown.others > 0 ? (
            <Typography>{translate('app.moderation.others', { smart_count: shown.others })}</Typography>
          ) : null}
        </Box>
      }
    />
  );
}
