import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Divider, Link, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { localClock, type BusinessDetail } from '@directory/shared';
import type { ReactNode } from 'react';
import { useMinuteClock } from '../hooks/use-minute-clock';
import { localTimeLabel, weeklyHours } from '../utils/hours';
import { InfoCard } from './info-card';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5 }}>
      <Box sx={{ color: 'text.secondary', mt: '2px' }}>{icon}</Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {label}
        </Typography>
        <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

const websiteHref = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

export function ContactCard({ business }: { business: BusinessDetail }) {
  const now = useMinuteClock();
  // The business's weekday, known only once the page runs in the browser (see useMinuteClock).
  const today = now === null ? null : localClock(now, business.timeZone).dayOfWeek;
  const week = weeklyHours(business.hours);
  const hasHours = week.some((day) => day.known);
  return (
    <InfoCard title="Contact Information" icon={<ContactPhoneIcon />}>
      <Stack spacing={2}>
        <Line icon={<PlaceIcon fontSize="small" />} label="Address">
          {business.address}
        </Line>
        {business.phone && (
          <Line icon={<PhoneIcon fontSize="small" />} label="Phone">
            <Link href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}>{business.phone}</Link>
          </Line>
        )}
        {business.website && (
          <Line icon={<LanguageIcon fontSize="small" />} label="Website">
            <Link href={websiteHref(business.website)} target="_blank" rel="noopener noreferrer">
              {business.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
            </Link>
          </Line>
        )}
      </Stack>
      <Divider sx={{ my: 2.5 }} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <ScheduleIcon fontSize="small" color="action" />
        <Typography variant="subtitle2" component="h3">
          Opening Hours
        </Typography>
      </Stack>
      {hasHours && business.timeZone && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {localTimeLabel(business.timeZone)}
        </Typography>
      )}
      {hasHours ? (
        <Table size="small" aria-label="Opening hours">
          <TableBody>
            {week.map((day) => {
              const isToday = day.dayOfWeek === today;
              return (
                <TableRow
                  key={day.day}
                  selected={isToday}
                  aria-current={isToday ? 'date' : undefined}
                  sx={{ '& th, & td': { borderBottom: 0, py: 0.6 } }}
                >
                  <TableCell component="th" scope="row" sx={{ pl: 1, fontWeight: isToday ? 700 : 500 }}>
                    {day.day}
                  </TableCell>
                  <TableCell align="right" sx={{ pr: 1, color: day.closed ? 'error.dark' : 'text.primary' }}>
                    {day.closed ? 'Closed' : day.known ? day.ranges.join(', ') : '—'}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Opening hours not available.
        </Typography>
      )}
    </InfoCard>
  );
}
