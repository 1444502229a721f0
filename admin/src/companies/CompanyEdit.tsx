import { Edit } from 'react-admin';
import { CompanyForm } from './CompanyForm';

// Pessimistic: the API's field messages (a taken slug, a non-http link) show under the inputs.
export function CompanyEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <CompanyForm />
    </Edit>
  );
}
