import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  LinearProgress,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import type { SitemapOverview } from '@directory/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { BusyButton } from '../../components/busy-button';
import { useFormat } from '../../components/format';
import { SmallTable } from '../../components/small-table';
import { StatCards } from '../../components/stat-card';
import { errorText, useToast } from '../../components/toast';
import { TooltipIconButton } from '../../components/tooltip-icon-button';
import { adminApi } from '../../providers/admin-api';
import { adminKeys, useSitemaps } from '../../providers/queries';
import { sitemapFileStats } from './sitemap-file-stats';

/** The sitemap index to submit: listed by the server if it is, else `/sitemap.xml` beside the files. */
export function sitemapIndexUrl(overview: SitemapOverview | undefined, origin: string): string {
  const listed = overview?.files.find((file) => /(^|\/)sitemap\.xml$/.test(file.path));
  if (listed) return listed.url;
  const first = overview?.files[0]?.url;
  try {
    return new URL('/sitemap.xml', first ?? origin).toString();
  } catch {
    return `${origin}/sitemap.xml`;
  }
}

function useCopyLink() {
  const toast = useToast();
  return async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'app.sitemaps.copied', body: url, severity: 'success' });
    } catch {
      toast({ title: 'app.sitemaps.copy_failed', body: url, severity: 'error' });
    }
  };
}

/** docs/behaviour.md §7 sitemap overview: files with copy/open, stat tiles, regeneration and Search Console steps. */
export function SitemapsSection() {
  const translate = useTranslate();
  const format = useFormat();
  const toast = useToast();
  const copy = useCopyLink();
  const queryClient = useQueryClient();
  const sitemaps = useSitemaps();
  const regenerate = useMutation({
    mutationFn: () => adminApi.regenerateSitemaps(),
    onSuccess: ({ skipped, message: _message, ...overview }) => {
      queryClient.setQueryData(adminKeys.sitemaps, overview);
      if (skipped) toast({ title: 'app.sitemaps.regenerate_skipped', severity: 'info' });
      else toast({ title: 'app.sitemaps.regenerated', severity: 'success' });
    },
    onError: (error) =>
      toast({ title: 'app.sitemaps.regenerate_failed', body: errorText(error, ''), severity: 'error' }),
  });
  const overview = sitemaps.data;
  const indexUrl = sitemapIndexUrl(overview, window.location.origin);
  const urlCount = overview?.files.reduce((sum, file) => sum + file.urlCount, 0) ?? 0;
  const listed = overview ? sitemapFileStats(overview.files) : undefined;

  return (
    <Card>
      <CardHeader
        title={translate('app.sitemaps.title')}
        subheader={
          overview?.generatedAt
            ? translate('app.sitemaps.generated_at', { date: format.date(overview.generatedAt) })
            : translate('app.sitemaps.never_generated')
        }
        action={
          <BusyButton onClick={() => regenerate.mutate()} busy={regenerate.isPending} icon={<RefreshIcon />}>
            {translate('app.sitemaps.regenerate')}
          </BusyButton>
        }
      />
      {sitemaps.isPending ? <LinearProgress /> : null}
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        {sitemaps.isError ? <Alert severity="error">{translate('app.common.load_error')}</Alert> : null}
        <StatCards
          columns={6}
          stats={[
            { label: 'app.sitemaps.businesses', value: listed?.businesses },
            { label: 'app.sitemaps.categories', value: listed?.categories },
            { label: 'app.sitemaps.countries', value: listed?.countries },
            { label: 'app.sitemaps.cities', value: listed?.cities },
            { label: 'app.sitemaps.files', value: overview?.files.length },
            { label: 'app.sitemaps.urls', value: urlCount },
          ]}
        />
        {overview && overview.files.length > 0 ? (
          <SmallTable
            columns={[
              { label: translate('app.sitemaps.file') },
              { label: translate('app.sitemaps.urls'), align: 'right' },
              { label: translate('app.sitemaps.size'), align: 'right' },
              { align: 'right' },
            ]}
          >
            {overview.files.map((file) => (
              <TableRow key={file.path}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{file.path}</TableCell>
                <TableCell align="right">{format.number(file.urlCount)}</TableCell>
                <TableCell align="right">{format.bytes(file.bytes)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <TooltipIconButton title={translate('app.sitemaps.copy')} size="small" onClick={() => copy(file.url)}>
                    <ContentCopyIcon fontSize="small" />
                  </TooltipIconButton>
                  <TooltipIconButton
                    title={translate('app.sitemaps.open')}
                    size="small"
                    component="a"
                    href={file.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <OpenInNewIcon fontSize="small" />
                  </TooltipIconButton>
                </TableCell>
              </TableRow>
            ))}
          </SmallTable>
        ) : null}
        {overview && overview.files.length === 0 ? (
          <Typography color="text.secondary">{translate('app.sitemaps.no_files')}</Typography>
        ) : null}
        <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}>
          <Typography sx={{ mb: 1, fontWeight: 600 }}>{translate('app.sitemaps.search_console_title')}</Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
            <li>{translate('app.sitemaps.step_1')}</li>
            <li>{translate('app.sitemaps.step_2')}</li>
            <li>
              {translate('app.sitemaps.step_3')}{' '}
              <Box component="code" sx={{ wordBreak: 'break-all' }}>
                {indexUrl}
              </Box>{' '}
              <IconButton size="small" onClick={() => copy(indexUrl)} aria-label={translate('app.sitemaps.copy')}>
                <ContentCopyIcon fontSize="inherit" />
              </IconButton>
            </li>
            <li>{translate('app.sitemaps.step_4')}</li>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
