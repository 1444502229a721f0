import type { Request } from 'express';
import type { Logger } from 'pino';
import type { Database, Rows } from '@shigoto/db';
import type { TrackingEventType } from '@shigoto/db/enums';

export interface TrackingInput {
  type: TrackingEventType;
  origin?: string;
  page_location?: string;
  email?: string;
  exit_intent?: boolean;
  beta?: boolean;
  ab_tests?: Record<string, string>;
  utm?: { source?: string; medium?: string; campaign?: string };
  fbclid?: string;
  twclid?: string;
}

// created_at is the insert time: at most one flush interval after the event, close enough for analytics.
type TrackingRow = Omit<Rows['TrackingEvent'], 'id' | 'created_at' | 'updated_at'>;

const BOT_USER_AGENT = /bot|crawl|spider|slurp|headless/i;

/**
 * The one test marker of tracking, which skips events carrying test-like applicant data:
 * QA sign-ups use plus-addressed "test+…" e-mails and the reserved example.com domain.
 */
export function looksLikeTestData(value: string | undefined): boolean {
  if (!value) return false;
  const lowered = value.toLowerCase();
  return lowered.includes('test+') || lowered.endsWith('@example.com');
}

/** No tracking for bots, beta testers (data.beta or ?betaCode) and test data. */
export function shouldSkipTracking(req: Request, event: TrackingInput): boolean {
  return (
    BOT_USER_AGENT.test(req.get('user-agent') ?? '') ||
    event.beta === true ||
    (req.query as Record<string, unknown>).betaCode !== undefined ||
    looksLikeTestData(event.email) ||
    looksLikeTestData(event.origin)
  );
}

export const toTrackingRow = (event: TrackingInput): TrackingRow => ({
  type: event.type,
  origin: event.origin ?? null,
  page_location: event.page_location ?? null,
  email: event.email ?? null,
  exit_intent: event.exit_intent ?? false,
  ab_tests: event.ab_tests ?? {},
  utm_source: event.utm?.source ?? null,
  utm_medium: event.utm?.medium ?? null,
  utm_campaign: event.utm?.campaign ?? null,
  fbclid: event.fbclid ?? null,
  twclid: event.twclid ?? null,
});

export interface TrackingWriter {
  add(row: TrackingRow): void;
  /** Writes what is buffered now; resolves when it is in the database. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

/**
 * Page views arrive far faster than single inserts are worth: events wait in memory and are
 * written in one bulk insert every `intervalMs` or as soon as `batchSize` are waiting.
 */
export function createTrackingWriter(deps: { db: Database; logger: Logger }, options: { intervalMs?: number; batchSize?: number } = {}): TrackingWriter {
  const { intervalMs = 1000, batchSize = 200 } = options;
  // A database outage keeps at most this many events for the next attempt; older ones are dropped.
  const maxBuffered = batchSize * 50;
  let buffer: TrackingRow[] = [];
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    // Serialized: a flush started while one is writing waits for it, then writes the rest.
    writing = writing.then(async () => {
      if (!buffer.length) return;
      const batch = buffer;
      buffer = [];
      try {
        await deps.db.models.TrackingEvent.bulkCreate(batch);
      } catch (error) {
        deps.logger.warn({ err: error, events: batch.length }, 'tracking events not written; kept for the next flush');
        buffer = [...batch, ...buffer].slice(-maxBuffered);
      }
    });
    return writing;
  };

  const timer = setInterval(() => void flush(), intervalMs);
  // The timer alone must not keep a process (a test run, a one-off task) alive.
  timer.unref();

  return {
    add(row) {
      buffer.push(row);
      if (buffer.length >= batchSize) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
