import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  SimpleFormIterator,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  number,
  regex,
  required,
} from 'react-admin';
import { CategoryInput } from './category-input';
import { JumpToFirstError } from './jump-to-first-error';
import { HoursInput } from './hours-input';

const countryCode = [required(), regex(/^[A-Za-z]{2}$/, 'app.businesses.validation.country_code')];
const slug = regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'app.businesses.validation.slug');

/**
 * The business form of 'Yeni işletme' and of the edit page. The browser's own validation is off
 * (`noValidate`): every rule is the form's, shown in Turkish beside its field, and a save with an
 * error on another tab opens that tab (docs/screens.md §2, Back office, 'Business form').
 */
export function BusinessForm({ creating = false }: { creating?: boolean }) {
  return (
    <TabbedForm noValidate warnWhenUnsavedChanges tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}>
      <TabbedForm.Tab label="app.businesses.tabs.general">
        <JumpToFirstError />
        <TextInput source="name" validate={[required(), maxLength(255)]} fullWidth />
        {/* A new business gets the slug of its name; it can be changed once saved. */}
        {!creating && <TextInput source="slug" validate={[required(), slug]} fullWidth />}
        <CategoryInput />
        <TextInput source="address" validate={required()} fullWidth />
        <TextInput source="city" fullWidth />
        <TextInput source="countryCode" validate={countryCode} />
        <TextInput source="phone" fullWidth />
        <TextInput source="website" fullWidth />
        <TextInput source="imageUrl" fullWidth />
        <TextInput source="description" multiline minRows={3} fullWidth />
        <BooleanInput source="isApproved" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.businesses.tabs.details">
        {!creating && <TextInput source="placeId" validate={required()} fullWidth />}
        <NumberInput source="rating" step={0.1} validate={[number(), minValue(0), maxValue(5)]} />
        <NumberInput source="reviewCount" step={1} validate={[number(), minValue(0)]} />
        <NumberInput source="latitude" step={0.000001} validate={[number(), minValue(-90), maxValue(90)]} />
        <NumberInput source="longitude" step={0.000001} validate={[number(), minValue(-180), maxValue(180)]} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.businesses.fields.hours">
        <HoursInput />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.businesses.fields.amenities">
        <ArrayInput source="amenities" label={false}>
          <SimpleFormIterator inline disableReordering>
            <TextInput
              source="amenityType"
              label="resources.businesses.fields.amenityType"
              validate={required()}
              helperText={false}
            />
            <BooleanInput
              source="hasAmenity"
              label="resources.businesses.fields.hasAmenity"
              defaultValue
              helperText={false}
            />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
