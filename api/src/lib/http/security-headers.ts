import type { TLSSocket } from 'node:tls';
import type { RequestHandler } from 'express';

/** Answers that are data, never a document: nothing may run, load or frame them. */
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The staff console (a static Vite build served under /admin): its own scripts and nothing inline.
 * Styles allow 'unsafe-inline': MUI's emotion inserts <style> elements as the console runs and
 * index.html, a static file, cannot carry a per-request nonce for them. The favicon is a data: URL.
 */
const CONSOLE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The console's pages and assets: /admin and below, except its API (/admin/api), which answers data. */
const CONSOLE_PATH = /^\/admin(?:\/(?!api(?:\/|$))|$)/;

/**
 * Security headers on every answer. Strict-Transport-Security only over HTTPS, which `req.secure`
 * reads from X-Forwarded-Proto only when the app's `trust proxy` trusts the sender (the site's
 * server on loopback; with TRUST_PROXY=1, the hop in front). Without TLS and without that header
 * the answer is plain HTTP whoever sent it, so the trust check (parsing the peer's address, the
 * costliest part of a health check's headers) runs only when the header is there.
 */
export const securityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader('Content-Security-Policy', CONSOLE_PATH.test(req.path) ? CONSOLE_POLICY : DATA_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (((req.socket as TLSSocket).encrypted || req.headers['x-forwarded-proto'] !== undefined) && req.secure) {
    res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
  next();
};
