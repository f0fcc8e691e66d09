import { Alert, Box, Typography } from '@mui/material';
import { BooleanInput, FormDataConsumer, TextInput, regex, useTranslate } from 'react-admin';
import { type BusinessRecord, DISPLAY_WEEK, isBlankDay } from '../../providers/business-mapping';

const validateTime = regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'app.businesses.validation.time');

const TIME_FIELDS = ['openTime', 'closeTime'] as const;

const dayClosed = (formData: Partial<BusinessRecord>, day: number) => Boolean(formData.week?.[day]?.isClosed);

const noHours = (formData: Partial<BusinessRecord>) => (formData.week ?? []).every(isBlankDay);

/**
 * Seven rows, one per weekday, on the record's `week` (its hours indexed by dayOfWeek); the data provider sends
 * the hours back only for the days edited here (hoursUpdate). A week with no day filled in says so.
 */
export function HoursInput() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 720 }}>
      <FormDataConsumer>
        {({ formData }) =>
          noHours(formData) ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate('app.businesses.no_hours')}
            </Alert>
          ) : null
        }
      </FormDataConsumer>
      {DISPLAY_WEEK.map((day) => (
        <Box
          key={day}
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', sm: '120px 1fr 1fr 140px' },
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>{translate(`app.days.${day}`)}</Typography>
          <FormDataConsumer>
            {({ formData }) => (
              <>
                {TIME_FIELDS.map((field) => (
                  <TextInput
                    key={field}
                    source={`week.${day}.${field}`}
                    label={`resources.businesses.fields.${field}`}
                    type="time"
                    validate={validateTime}
                    disabled={dayClosed(formData, day)}
                    helperText={false}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                ))}
              </>
            )}
          </FormDataConsumer>
          <BooleanInput
            source={`week.${day}.isClosed`}
            label="resources.businesses.fields.isClosed"
            helperText={false}
          />
        </Box>
      ))}
    </Box>
  );
}
