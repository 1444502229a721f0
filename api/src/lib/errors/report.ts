import type { Logger } from 'pino';
import { toAppError } from './index.js';

/**
 * The single place unexpected errors are logged, from HTTP handlers, queue jobs and startup alike.
 * Expected client errors (4xx) are logged at debug level; everything else with its stack.
 */
export function reportError(logger: Logger, error: unknown, context: Record<string, unknown> = {}): void {
  const known = toAppError(error);
  if (known && known.status < 500) {
    logger.debug({ ...context, status: known.status, err: known.message }, 'request refused');
    return;
  }
  logger.error({ ...context, err: error }, error instanceof Error ? error.message : 'unexpected error');
}
