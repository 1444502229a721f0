import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Express } from 'express';

/**
 * A subclass of `Base`, anonymous on purpose. tsx (esbuild's keepNames) gives every named class a
 * static block that redefines its `name`, and V8 never optimizes constructing a subclass whose
 * `name` was redefined: each attempt is aborted on a changed map dependency. Named, the request and
 * response classes below kept Node's request parsing unoptimized (it builds them) while compiler
 * threads retried all along: ~5 µs of CPU per request, a fifth of a health check (bench:api).
 */
// A mixin's base must take `...args: any[]` (TypeScript's rule for classes built from a parameter).
const subclassOf = <Base extends new (...args: any[]) => object>(base: Base): Base => class extends base {};

/**
 * An HTTP server for the app whose requests and responses are made with the app's own Express
 * prototypes. Express 5 re-parents every request and response it handles (`Object.setPrototypeOf`
 * in `app.handle`); on the objects Node makes, V8 then builds fresh hidden classes per request,
 * which tripled the cost of an empty request and pushed every request's objects into the old
 * generation, to be reclaimed by full collections (measured under the search benchmark with
 * `--trace-gc-nvp`). Born with the right prototype, Express's re-parenting changes nothing. Tests
 * that hand the app to supertest keep Express's usual path, which behaves the same, only slower.
 */
export function createHttpServer(app: Express): Server {
  const AppRequest = subclassOf(IncomingMessage);
  Object.setPrototypeOf(AppRequest.prototype, app.request);
  const AppResponse = subclassOf(ServerResponse);
  Object.setPrototypeOf(AppResponse.prototype, app.response);
  app.request = AppRequest.prototype as unknown as Express['request'];
  app.response = AppResponse.prototype as unknown as Express['response'];
  return createServer({ IncomingMessage: AppRequest, ServerResponse: AppResponse }, app);
}
