import { Create, Edit } from 'react-admin';
import { ContractForm } from './ContractForm';

export function ContractCreate() {
  return (
    <Create redirect="list">
      <ContractForm />
    </Create>
  );
}

// Pessimistic: the API's date checks show under the inputs, and deleting asks for confirmation.
export function ContractEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <ContractForm />
    </Edit>
  );
}
