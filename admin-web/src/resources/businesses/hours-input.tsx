import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, IconButton, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  SimpleFormIterator,
  TextInput,
  regex,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';
import { type BusinessRecord, DISPLAY_WEEK, isBlankDay } from '../../providers/business-mapping';
import { validatePeriodTime } from './hours-validation';

const validateTime = [regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'app.businesses.validation.time'), validatePeriodTime];

const TIME_FIELDS = ['openTime', 'closeTime'] as const;

const dayClosed = (formData: Partial<BusinessRecord>, day: number) => Boolean(formData.week?.[day]?.isClosed);

const noHours = (formData: Partial<BusinessRecord>) => (formData.week ?? []).every(isBlankDay);

function AddPeriodButton() {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add({ openTime: null, closeTime: null })}>
      {translate('app.businesses.hours.add_period')}
    </Button>
  );
}

function RemovePeriodButton() {
  const translate = useTranslate();
  const { remove } = useSimpleFormIteratorItem();
  const label = translate('app.businesses.hours.remove_period');
  return (
    <IconButton aria-label={label} title={label} onClick={() => remove()} size="small">
      <DeleteIcon fontSize="small" />
    </IconButton>
  );
}

/** One weekday: every period with its two times and a remove button, 'Aralık ekle', and 'Kapalı'. */
function DayHours({ day }: { day: number }) {
  const translate = useTranslate();
  const dayName = translate(`app.days.${day}`);
  return (
    <Box
      role="group"
      aria-label={dayName}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: '120px 1fr 140px' },
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ fontWeight: 600, pt: 2 }}>{dayName}</Typography>
      <FormDataConsumer>
        {({ formData }) =>
          dayClosed(formData, day) ? (
            <Typography color="text.secondary" sx={{ pt: 2 }}>
              {translate('app.businesses.hours.closed_day')}
            </Typography>
          ) : (
            <ArrayInput source={`week.${day}.periods`} label={false} helperText={false}>
              <SimpleFormIterator
                inline
                disableReordering
                disableClear
                addButton={<AddPeriodButton />}
                removeButton={<RemovePeriodButton />}
                // The remove button stays in sight, not only on hover.
                sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
              >
                {TIME_FIELDS.map((field) => (
                  <TextInput
                    key={field}
                    source={field}
                    label={`resources.businesses.fields.${field}`}
                    type="time"
                    validate={validateTime}
                    helperText={false}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                ))}
              </SimpleFormIterator>
            </ArrayInput>
          )
        }
      </FormDataConsumer>
      <BooleanInput
        source={`week.${day}.isClosed`}
        label="resources.businesses.fields.isClosed"
        helperText={false}
        sx={{ pt: 1 }}
      />
    </Box>
  );
}

/**
 * Seven rows, one per weekday, on the record's `week` (its hours indexed by dayOfWeek), each with every period
 * of its day (docs/behaviour.md §2 "Opening hours"); the data provider sends the hours back only for the days
 * edited here (hoursUpdate), all periods of each. A week with no day filled in says so.
 */
export function HoursInput() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 760 }}>
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
        <DayHours key={day} day={day} />
      ))}
    </Box>
  );
}
