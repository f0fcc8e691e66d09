import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StartOptions } from './use-import-run';

type Mode = StartOptions['mode'];

/** docs/behaviour.md §5 `mode`: what happens to a place_id already stored. */
export function ModeSwitch({
  mode,
  onChange,
  disabled,
}: {
  mode: Mode;
  onChange: (mode: Mode) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" id="import-mode-label" sx={{ fontWeight: 600 }}>
        {translate('app.upload.mode_label')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={mode}
        disabled={disabled}
        onChange={(_event, next: Mode | null) => next && onChange(next)}
        aria-labelledby="import-mode-label"
      >
        <ToggleButton value="skip">{translate('app.upload.mode_skip')}</ToggleButton>
        <ToggleButton value="update">{translate('app.upload.mode_update')}</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="caption" color="text.secondary">
        {translate(mode === 'update' ? 'app.upload.mode_update_help' : 'app.upload.mode_skip_help')}
      </Typography>
    </Box>
  );
}
