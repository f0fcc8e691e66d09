import {
  ArrayInput,
  BooleanInput,
  Edit,
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
import { HoursInput } from './hours-input';

const countryCode = [required(), regex(/^[A-Za-z]{2}$/, 'app.businesses.validation.country_code')];
const slug = regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'app.businesses.validation.slug');

/** Every editable field, hours and amenities; the data provider sends only those (toBusinessUpdate). */
export function BusinessEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <TabbedForm tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}>
        <TabbedForm.Tab label="app.businesses.tabs.general">
          <TextInput source="name" validate={[required(), maxLength(255)]} fullWidth />
          <TextInput source="slug" validate={[required(), slug]} fullWidth />
          <TextInput source="category" validate={required()} />
          <TextInput source="address" validate={required()} fullWidth />
          <TextInput source="city" />
          <TextInput source="countryCode" validate={countryCode} />
          <TextInput source="phone" />
          <TextInput source="website" type="url" fullWidth />
          {/* Not type="url": demo images are site paths (/images/demo/…), which the browser would reject. */}
          <TextInput source="imageUrl" fullWidth />
          <TextInput source="description" multiline minRows={3} fullWidth />
          <BooleanInput source="isApproved" />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="app.businesses.tabs.details">
          <TextInput source="placeId" validate={required()} fullWidth />
          <NumberInput source="rating" min={0} max={5} step={0.1} validate={[number(), minValue(0), maxValue(5)]} />
          <NumberInput source="reviewCount" min={0} step={1} validate={[number(), minValue(0)]} />
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
    </Edit>
  );
}
