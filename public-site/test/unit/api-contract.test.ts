import { expect } from 'chai';
import { apiSchemaTypesCurrent } from '../../scripts/api-types.mjs';

// src/lib/api/contract.ts holds the site's types to the API's schemas at typecheck; this keeps the
// schemas' types it reads from going stale.
describe('the API types the site is checked against', () => {
  it('are written from the API’s current OpenAPI schemas', async () => {
    expect(await apiSchemaTypesCurrent(), 'src/lib/api/api-schemas.generated.ts is out of date: run npm run api-types -w public-site').to.equal(true);
  });
});
