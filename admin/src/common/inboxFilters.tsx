import { AutocompleteInput, NullableBooleanInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { choicesFor } from './vocabulary';

/** The filters the console's inboxes share: search, and the company the entry is about. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;

export const companyFilter = (
  <ReferenceInput key="company_id" source="company_id" reference="companies" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 220 }} />
  </ReferenceInput>
);

/** A review's or experience's moderation state (same values as a job's approval). */
export const moderationStateFilter = <SelectInput key="moderation_state" source="moderation_state" choices={choicesFor('approval_state')} alwaysOn />;

/** Handled or still waiting (handled_at). */
export const handledFilter = <NullableBooleanInput key="handled" source="handled" alwaysOn />;
