import InsightsIcon from '@mui/icons-material/Insights';
import MapIcon from '@mui/icons-material/Map';
import PeopleIcon from '@mui/icons-material/People';
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

const COMING = [
  { key: 'trends', icon: <InsightsIcon fontSize="large" /> },
  { key: 'geography', icon: <MapIcon fontSize="large" /> },
  { key: 'behaviour', icon: <PeopleIcon fontSize="large" /> },
];

/** SPEC §2 "Admin reports": a placeholder until reports exist. */
export function ReportsPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('app.menu.reports')} />
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.reports.title')}
          </Typography>
          <Typography color="text.secondary">{translate('app.reports.subtitle')}</Typography>
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {COMING.map(({ key, icon }) => (
          <Card key={key}>
            <CardContent sx={{ textAlign: 'center' }}>
              <Box sx={{ color: 'primary.main' }}>{icon}</Box>
              <Typography sx={{ fontWeight: 600 }}>{translate(`app.reports.${key}`)}</Typography>
              <Chip size="small" label={translate('app.reports.soon')} sx={{ mt: 1 }} />
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
