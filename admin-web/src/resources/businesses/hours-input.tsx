import { Box, Typography } from '@mui/material';
import { BooleanInput, FormDataConsumer, TextInput, regex, useTranslate } from 'react-admin';
import { DISPLAY_WEEK } from '../../providers/business-mapping';

const validateTime = regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'app.businesses.validation.time');

const dayClosed = (formData: { hours?: Array<{ isClosed?: boolean }> }, day: number) =>
  Boolean(formData.hours?.[day]?.isClosed);

/** Seven rows, one per weekday; the record's hours arrive as a full week indexed by dayOfWeek (fullWeek). */
export function HoursInput() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 720 }}>
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
                <TextInput
                  source={`hours.${day}.openTime`}
                  label="resources.businesses.fields.openTime"
                  type="time"
                  validate={validateTime}
                  disabled={dayClosed(formData, day)}
                  helperText={false}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextInput
                  source={`hours.${day}.closeTime`}
                  label="resources.businesses.fields.closeTime"
                  type="time"
                  validate={validateTime}
                  disabled={dayClosed(formData, day)}
                  helperText={false}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </>
            )}
          </FormDataConsumer>
          <BooleanInput
            source={`hours.${day}.isClosed`}
            label="resources.businesses.fields.isClosed"
            helperText={false}
          />
        </Box>
      ))}
    </Box>
  );
}
