import { SelectInput } from 'react-admin';

/**
 * The 'Durum' filter of a list, always shown: `resources.${resource}.fields.state` labels it, each state is named
 * by `app.${messages}.states.${state}` and `app.${messages}.all_states` clears it.
 */
export function stateFilter(resource: string, messages: string, states: readonly string[]) {
  return (
    <SelectInput
      key="state"
      source="state"
      label={`resources.${resource}.fields.state`}
      choices={states.map((state) => ({ id: state, name: `app.${messages}.states.${state}` }))}
      emptyText={`app.${messages}.all_states`}
      alwaysOn
    />
  );
}
