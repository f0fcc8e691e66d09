import { Box, Divider, MenuItem, TextField, Typography } from '@mui/material';
import { LIMITS, type SiteSettings } from '@directory/shared';
import { useTranslate } from 'react-admin';

type ReviewSettings = Pick<SiteSettings, 'review_moderation' | 'review_blocklist'>;

/** docs/behaviour.md §13 'Yorum denetimi': which reviews wait for an admin, and the words that hold one. */
export function ReviewModerationFields({
  values,
  onChange,
  disabled,
}: {
  values: ReviewSettings;
  onChange: (change: Partial<ReviewSettings>) => void;
  disabled: boolean;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Divider />
      <Box>
        <Typography variant="h6" component="h3">
          {translate('app.reviews.settings.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.reviews.settings.subtitle')}
        </Typography>
      </Box>
      <TextField
        id="setting-review_moderation"
        select
        label={translate('app.reviews.settings.moderation')}
        value={values.review_moderation}
        disabled={disabled}
        onChange={(event) => onChange({ review_moderation: event.target.value as ReviewSettings['review_moderation'] })}
        helperText={translate('app.reviews.settings.moderation_hint')}
        sx={{ maxWidth: { sm: 360 } }}
      >
        <MenuItem value="flagged">{translate('app.reviews.settings.flagged')}</MenuItem>
        <MenuItem value="all">{translate('app.reviews.settings.all')}</MenuItem>
      </TextField>
      <TextField
        id="setting-review_blocklist"
        multiline
        minRows={5}
        fullWidth
        label={translate('app.reviews.settings.blocklist')}
        value={values.review_blocklist}
        disabled={disabled}
        error={values.review_blocklist.length > LIMITS.siteSettingMaxChars}
        onChange={(event) => onChange({ review_blocklist: event.target.value })}
        helperText={translate('app.reviews.settings.blocklist_hint')}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
    </Box>
  );
}
