// The TypeScript types of the API's resources, made from the schemas of its OpenAPI document
// (api/src/openapi/schemas.ts, which the API's contract test holds its answers to). The site's own
// types are checked against them in src/lib/api/contract.ts, and a unit test checks that the
// written file is current. Write it again after changing a schema: npm run api-types -w public-site
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { components } from '../../api/src/openapi/schemas.js';

export const GENERATED_FILE = fileURLToPath(new URL('../src/lib/api/api-schemas.generated.ts', import.meta.url));

const HEADER = '// Written by `npm run api-types -w public-site` from the API\'s OpenAPI schemas. Do not edit.\n';

/** The file's text as the API's schemas make it now. */
export async function apiSchemaTypes(): Promise<string> {
  const document = { openapi: '3.1.0', info: { title: 'Shigoto', version: '1' }, paths: {}, components: { schemas: components } };
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { rootTypes: false });
  return HEADER + astToString(ast);
}

/** Whether the written file matches the schemas. */
export async function apiSchemaTypesCurrent(): Promise<boolean> {
  return readFileSync(GENERATED_FILE, 'utf8') === (await apiSchemaTypes());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  void apiSchemaTypes().then((text) => {
    writeFileSync(GENERATED_FILE, text);
    console.log(`Wrote ${GENERATED_FILE}`);
  });
}
