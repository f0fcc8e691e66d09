import { localClock, type BusinessDetail } from '@directory/shared';
import type { ReactNode } from 'react';
import { cx } from '../../../ui/cx';
import { Divider, Stack } from '../../../ui/layout';
import { Link } from '../../../ui/link';
import { Typography } from '../../../ui/typography';
import { ContactPhoneIcon } from '../../../ui/icons/contact-phone';
import { LanguageIcon } from '../../../ui/icons/language';
import { PhoneIcon } from '../../../ui/icons/phone';
import { PlaceIcon } from '../../../ui/icons/place';
import { ScheduleIcon } from '../../../ui/icons/schedule';
import { useMinuteClock } from '../hooks/use-minute-clock';
import { localTimeLabel, weeklyHours } from '../utils/hours';
import styles from './contact-card.module.css';
import { InfoCard } from './info-card';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={styles.line}>
      <div className={styles.lineIcon}>{icon}</div>
      <div className={styles.lineBody}>
        <Typography variant="caption" color="text.secondary" className={styles.lineLabel}>
          {label}
        </Typography>
        <Typography variant="body2" component="div" className={styles.lineValue}>
          {children}
        </Typography>
      </div>
    </div>
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
      <Divider className={styles.divider} />
      <div className={styles.hoursHeading}>
        <ScheduleIcon fontSize="small" className={styles.actionIcon} />
        <Typography variant="subtitle2" component="h3">
          Opening Hours
        </Typography>
      </div>
      {hasHours && business.timeZone && (
        <Typography variant="caption" color="text.secondary" component="p" className={styles.localTime}>
          {localTimeLabel(business.timeZone)}
        </Typography>
      )}
      {hasHours ? (
        <table className={cx('ui-table', styles.hours)} aria-label="Opening hours">
          <tbody>
            {week.map((day) => {
              const isToday = day.dayOfWeek === today;
              return (
                <tr
                  key={day.day}
                  className={isToday ? styles.today : undefined}
                  aria-current={isToday ? 'date' : undefined}
                >
                  <th scope="row" className={styles.day}>
                    {day.day}
                  </th>
                  <td className={cx(styles.times, day.closed && styles.closed)}>
                    {day.closed ? 'Closed' : day.known ? day.ranges.join(', ') : '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Opening hours not available.
        </Typography>
      )}
    </InfoCard>
  );
}
