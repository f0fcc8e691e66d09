import { SearchInput, SelectInput, useTranslate } from 'react-admin';
import { useCountryLabel } from '../../components/country-label';
import { useCountryCodes } from '../../providers/queries';
import { CategoryFilter } from './category-filter';

/** The list's filters; the category filter's value is the slug (docs/behaviour.md §4). */
export function useBusinessFilters() {
  const translate = useTranslate();
  const countries = useCountryCodes();
  const countryLabel = useCountryLabel();
  const countryChoices = (countries.data ?? []).map((code) => ({ id: code, name: countryLabel(code) }));
  return [
    <SearchInput key="search" source="search" alwaysOn placeholder={translate('app.businesses.search')} />,
    <CategoryFilter key="category" source="category" alwaysOn />,
    <SelectInput
      key="country"
      source="country"
      label="app.businesses.country"
      choices={countryChoices}
      translateChoice={false}
      emptyText="app.businesses.all_countries"
      isPending={countries.isPending}
      alwaysOn
    />,
    <SelectInput
      key="approved"
      source="approved"
      label="app.businesses.approval"
      choices={[
        { id: 'true', name: 'app.businesses.only_approved' },
        { id: 'false', name: 'app.businesses.only_pending' },
      ]}
      emptyText="app.businesses.all_states"
      format={(value: unknown) => (value === undefined || value === null ? '' : String(value))}
      parse={(value: string) => (value === '' ? '' : value === 'true')}
      alwaysOn
    />,
  ];
}
