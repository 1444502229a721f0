import { SelectField, useRecordContext, useTranslate } from 'react-admin';
import { choicesFor, vocabularyLabelKey } from './vocabulary';

/** A contract's plan and term by their labels (for `field=` of a table column, or on their own). */
export const PlanField = ({ source = 'plan' }: { source?: string }) => <SelectField source={source} choices={choicesFor('plan')} />;
export const PlanTermField = ({ source = 'term' }: { source?: string }) => <SelectField source={source} choices={choicesFor('plan_term')} />;

/** One line for a phone's list: "Plus · 6 months", or with its dates "Plus · 2026-01-01 – 2026-06-30". */
export function PlanSummary({ dates = false }: { dates?: boolean }) {
  const record = useRecordContext<{ plan: string; term: string; starts_on?: string; ends_on?: string }>();
  const translate = useTranslate();
  if (!record) return null;
  const plan = translate(vocabularyLabelKey('plan', record.plan));
  return <>{dates ? `${plan} · ${record.starts_on} – ${record.ends_on}` : `${plan} · ${translate(vocabularyLabelKey('plan_term', record.term))}`}</>;
}
