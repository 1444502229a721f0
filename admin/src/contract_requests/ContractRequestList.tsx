import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, List, NullableBooleanInput, SearchInput, SimpleList } from 'react-admin';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { PlanField, PlanSummary, PlanTermField } from '../common/PlanFields';

const requestFilters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="handled" source="handled" alwaysOn />];

// Open requests first by default: the list is the team's to-do.
export function ContractRequestList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={requestFilters} filterDefaultValues={{ handled: false }} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList primaryText="%{email}" secondaryText={<PlanSummary />} linkType="show" />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="created_at">
            <DateField source="created_at" showTime options={MOMENT_FORMAT} sx={{ whiteSpace: 'nowrap' }} />
          </DataTable.Col>
          <DataTable.Col source="email" />
          <DataTable.Col source="company_name" disableSort />
          <DataTable.Col source="plan" field={PlanField} />
          <DataTable.Col source="term" field={PlanTermField} />
          <DataTable.Col source="handled_at">
            <DateField source="handled_at" showTime options={MOMENT_FORMAT} emptyText="—" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
