import type { NextFunction, Request, Response } from 'express';
import { AppError, consoleErrorBody, errorDocument, SYSTEM_ERROR_MESSAGE, systemErrorDocument, toAppError } from '../errors/index.js';
import { reportError } from '../errors/report.js';
import { FIELD_ERRORS_BY_FIELD } from './endpoint.js';

/**
 * The one place a failed request becomes an answer. Every API answers JSON:API error documents
 * (`{errors: [{status, title, detail, source, meta}]}`), except the staff console's, which speaks
 * react-admin's shape (`{errors: ['text']}`, `{errors: {field: ['message']}}`), and the calls the
 * product prescribes refused fields keyed by field for (`{errors: {field: ['message']}}`).
 */
export function errorHandler(options: { consolePath: string }) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const known = toAppError(error);
    reportError(req.log, error, { method: req.method, path: req.path });
    const forConsole = req.originalUrl.startsWith(options.consolePath);
    if (!(known instanceof AppError)) {
      res.status(500).json(forConsole ? { errors: [SYSTEM_ERROR_MESSAGE] } : systemErrorDocument());
      return;
    }
    if ('retryAfterSeconds' in known) res.setHeader('Retry-After', String(known.retryAfterSeconds));
    const byField = known.fields && (forConsole || res.locals[FIELD_ERRORS_BY_FIELD as unknown as string]);
    res.status(known.status).json(byField || forConsole ? consoleErrorBody(known) : errorDocument(known, req.body));
  };
}
