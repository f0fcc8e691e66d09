import { BooleanField, Datagrid, DateField, List, NumberField, SearchInput, TextField } from 'react-admin';

const filters = [<SearchInput key="search" source="search" alwaysOn />];

export function BusinessList() {
  return (
    <List filters={filters} perPage={20} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="edit">
        <TextField source="name" />
        <TextField source="category" />
        <TextField source="city" sortable={false} />
        <TextField source="countryCode" sortable={false} />
        <NumberField source="rating" />
        <NumberField source="reviewCount" />
        <BooleanField source="isApproved" sortable={false} />
        <DateField source="createdAt" />
      </Datagrid>
    </List>
  );
}
