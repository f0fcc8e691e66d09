import { BUSINESS_SUBMISSION_LIMITS, isCountryCode } from '@directory/shared';
import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { SubmissionForm } from '../hooks/use-submission-form';
import { countryOptions } from '../utils/countries';

const chosen = (code: string) => isCountryCode(code) || 'Please choose a country';

/** The country as a searchable list of the codes the server accepts; the form holds the code. */
export function CountryField({ control }: { control: Control<SubmissionForm> }) {
  const countries = useMemo(() => countryOptions(), []);
  return (
    <Controller
      control={control}
      name="countryCode"
      rules={{ validate: chosen }}
      render={({ field, fieldState: { error } }) => (
        <Autocomplete
          options={countries}
          value={countries.find((c) => c.code === field.value.toUpperCase()) ?? null}
          onChange={(_, option) => field.onChange(option?.code ?? '')}
          onBlur={field.onBlur}
          getOptionLabel={(option) => `${option.name} (${option.code})`}
          isOptionEqualToValue={(option, value) => option.code === value.code}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label="Country"
              required={BUSINESS_SUBMISSION_LIMITS.countryCode.required}
              error={Boolean(error)}
              helperText={error?.message ?? ' '}
            />
          )}
        />
      )}
    />
  );
}
