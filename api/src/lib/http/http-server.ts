import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Express } from 'express';

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
  class AppRequest extends IncomingMessage {}
  Object.setPrototypeOf(AppRequest.prototype, app.request);
  class AppResponse<Req extends IncomingMessage = IncomingMessage> extends ServerResponse<Req> {}
  Object.setPrototypeOf(AppResponse.prototype, app.response);
  app.request = AppRequest.prototype as unknown as Express['request'];
  app.response = AppResponse.prototype as unknown as Express['response'];
  return createServer({ IncomingMessage: AppRequest, ServerResponse: AppResponse }, app);
}
