import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, type ButtonProps, Stack } from '@mui/material';
import type { ReactNode } from 'react';

const LOOKS = {
  approve: { color: 'success', icon: <CheckCircleIcon /> },
  reject: { color: 'warning', icon: <BlockIcon /> },
} as const;

/** A row's small outlined button that approves (green, a tick) or rejects (orange, a no-entry sign). */
export function DecisionButton({
  kind,
  ...props
}: { kind: keyof typeof LOOKS } & Omit<ButtonProps, 'size' | 'color' | 'variant' | 'startIcon'>) {
  return (
    <Button
      size="small"
      color={LOOKS[kind].color}
      variant="outlined"
      startIcon={LOOKS[kind].icon}
      sx={{ whiteSpace: 'nowrap' }}
      {...props}
    />
  );
}

/** A row's decision buttons, wrapping as they need; a click on them does not also click the row. */
export function DecisionStack({ direction, children }: { direction: 'row' | 'column'; children: ReactNode }) {
  return (
    <Stack
      direction={direction}
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Stack>
  );
}
