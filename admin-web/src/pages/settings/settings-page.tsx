import CachedIcon from '@mui/icons-material/Cached';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveIcon from '@mui/icons-material/Save';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { LIMITS, type SiteSettings, TIMINGS } from '@directory/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { BusyButton } from '../../components/busy-button';
import { useFormat } from '../../components/format';
import { SectionCard } from '../../components/section-card';
import { errorText, useToast } from '../../components/toast';
import { adminApi } from '../../providers/admin-api';
import { adminKeys, useSiteSettings } from '../../providers/queries';
import {
  SETTINGS_FIELDS,
  type SettingsField,
  hasContent,
  isTooLong,
  sameSettings,
  showsScriptWarning,
} from './settings-rules';
import { ReviewModerationFields } from './review-moderation-fields';
import { SitemapsSection } from './sitemaps-section';

function CodeArea({
  field,
  value,
  onChange,
  disabled,
}: {
  field: SettingsField;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const format = useFormat();
  const filled = hasContent(value);
  const tooLong = isTooLong(value);
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography component="label" htmlFor={`setting-${field}`} sx={{ flexGrow: 1, fontWeight: 600 }}>
          {translate(`app.settings.fields.${field}`)}
        </Typography>
        <Chip
          size="small"
          color={filled ? 'success' : 'default'}
          label={translate(filled ? 'app.settings.has_content' : 'app.settings.no_content')}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`app.settings.hints.${field}`)}
      </Typography>
      <TextField
        id={`setting-${field}`}
        multiline
        rows={8}
        fullWidth
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        error={tooLong}
        placeholder={translate('app.settings.placeholder')}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
        helperText={translate('app.settings.char_count', {
          count: format.number(value.length),
          max: format.number(LIMITS.siteSettingMaxChars),
        })}
      />
      {showsScriptWarning(field, value) ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <AlertTitle>{translate('app.settings.warning_title')}</AlertTitle>
          {translate('app.settings.warning_script')}
        </Alert>
      ) : null}
    </Box>
  );
}

function AppInfo({ settings }: { settings: SiteSettings }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <SectionCard title={translate('app.settings.app_info')} contentSx={{ pt: 0 }}>
      <List dense disablePadding>
        {SETTINGS_FIELDS.map((field) => (
          <ListItem key={field} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {hasContent(settings[field]) ? (
                <CheckCircleIcon color="success" fontSize="small" />
              ) : (
                <RadioButtonUncheckedIcon color="disabled" fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={translate(`app.settings.fields.${field}`)}
              secondary={
                hasContent(settings[field])
                  ? translate('app.settings.chars', { count: format.number(settings[field].length) })
                  : translate('app.settings.no_content')
              }
            />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.settings.placement')}
      </Typography>
    </SectionCard>
  );
}

function SettingsForm({ saved }: { saved: SiteSettings }) {
  const translate = useTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SiteSettings>(saved);

  const save = useMutation({
    mutationFn: (settings: SiteSettings) => adminApi.saveSiteSettings(settings),
    onSuccess: (answer, settings) => {
      queryClient.setQueryData(adminKeys.settings, settings);
      toast({ title: 'app.settings.saved', body: answer?.message, severity: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'app.settings.save_failed',
        body: errorText(error, 'app.settings.save_failed_body'),
        severity: 'error',
      }),
  });

  const clearCache = useMutation({
    mutationFn: () => adminApi.clearCache(),
    onSuccess: (answer) => {
      toast({ title: 'app.settings.cache_cleared', body: answer?.message, severity: 'success' });
      void queryClient.invalidateQueries();
      // docs/screens.md §4 "all cached queries are invalidated and the page reloads after 2 seconds".
      window.setTimeout(() => window.location.reload(), TIMINGS.reloadAfterCacheClearMs);
    },
    onError: (error) => toast({ title: 'app.settings.cache_failed', body: errorText(error, ''), severity: 'error' }),
  });

  const busy = save.isPending;
  const invalid = [...SETTINGS_FIELDS, 'review_blocklist' as const].some((field) => isTooLong(values[field]));
  const unchanged = sameSettings(values, saved);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
      <SectionCard
        title={translate('app.settings.code_title')}
        subheader={translate('app.settings.code_subtitle')}
        contentSx={{ display: 'grid', gap: 3 }}
      >
        {SETTINGS_FIELDS.map((field) => (
          <CodeArea
            key={field}
            field={field}
            value={values[field]}
            disabled={busy}
            onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
          />
        ))}
        <ReviewModerationFields
          values={values}
          disabled={busy}
          onChange={(change) => setValues((current) => ({ ...current, ...change }))}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <BusyButton
            variant="contained"
            onClick={() => save.mutate(values)}
            disabled={invalid || unchanged}
            busy={busy}
            icon={<SaveIcon />}
            spinnerColor="inherit"
          >
            {translate('app.settings.save')}
          </BusyButton>
          <Button onClick={() => setValues(saved)} disabled={busy || unchanged} startIcon={<RestartAltIcon />}>
            {translate('app.settings.reset')}
          </Button>
          <BusyButton
            color="warning"
            onClick={() => clearCache.mutate()}
            disabled={clearCache.isSuccess}
            busy={clearCache.isPending}
            icon={<CachedIcon />}
            spinnerColor="inherit"
          >
            {translate('app.settings.clear_cache')}
          </BusyButton>
        </Stack>
      </SectionCard>
      <AppInfo settings={saved} />
    </Box>
  );
}

/** docs/screens.md §2 "Admin site settings": the four code areas, cache clearing and the sitemap overview. */
export function SettingsPage() {
  const translate = useTranslate();
  const settings = useSiteSettings();
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('app.menu.settings')} />
      {settings.isPending ? <LinearProgress /> : null}
      {settings.isError ? <Alert severity="error">{translate('app.common.load_error')}</Alert> : null}
      {settings.data ? <SettingsForm saved={settings.data} /> : null}
      <SitemapsSection />
    </Box>
  );
}
