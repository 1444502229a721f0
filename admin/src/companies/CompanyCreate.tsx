import { Create } from 'react-admin';
import { CompanyForm } from './CompanyForm';

export function CompanyCreate() {
  return (
    <Create redirect="show">
      <CompanyForm />
    </Create>
  );
}
