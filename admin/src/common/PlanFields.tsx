import { SelectField } from 'react-admin';
import { choicesFor } from './vocabulary';

/** A contract's plan and term by their labels (for `field=` of a table column, or on their own). */
export const PlanField = ({ source = 'plan' }: { source?: string }) => <SelectField source={source} choices={choicesFor('plan')} />;
export const PlanTermField = ({ source = 'term' }: { source?: string }) => <SelectField source={source} choices={choicesFor('plan_term')} />;
