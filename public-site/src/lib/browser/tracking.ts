import type { TrackingEventType } from '@shigoto/db/enums';
import { report } from './api';
import { readBetaFlag } from './beta';
import { readSession } from './session';
import { readStored, readStoredJson, writeStored, writeStoredJson } from './storage';

/**
 * What visitors do on the site, sent to POST /api/v1/trackings. From any client component:
 *
 *   import { track } from '@/lib/browser/tracking';
 *   track('JOB_APPLICATION_CLICK', { origin: 'job_detail' });
 *   track('APPLICANT_DATA_SUBMISSION', { email: applicant.email });
 *
 * Every event carries the page, the campaign the visitor came from (utm_*, fbclid, twclid of the
 * landing URL, kept for the browser session), the split-test assignments, the visitor's e-mail when
 * one is known and the beta flag. An e-mail passed to `track` is remembered for later events.
 * The API decides what not to keep (bots by user agent, beta visitors, test-like data such as
 * `…@example.com`), so the browser sends everything and holds no copy of those rules.
 *
 * Nothing leaves before the visitor first interacts with the page or 3 s after it loaded
 * (`<Tracker>` in the root layout starts that clock); until then events wait in order. Sending
 * never blocks the page and survives leaving it (`fetch` with `keepalive`).
 */

export interface TrackingDetails {
  /** Where on the page it happened (e.g. the form's or button's name). */
  origin?: string;
  email?: string;
  /** It happened in the exit-intent offer. */
  exit_intent?: boolean;
}

/** The body's `data`, as the API validates it. */
interface TrackingEvent extends TrackingDetails {
  type: TrackingEventType;
  page_location: string;
  beta?: boolean;
  ab_tests?: Record<string, string>;
  utm?: { source?: string; medium?: string; campaign?: string };
  fbclid?: string;
  twclid?: string;
}

/** Analytics wait this long after load for a first interaction before sending anyway. */
export const TRACKING_DELAY_MS = 3000;
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

const ATTRIBUTION_KEY = 'shigoto.tracking.attribution';
const ATTRIBUTION_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'fbclid', 'twclid'] as const;
type Attribution = Partial<Record<(typeof ATTRIBUTION_PARAMETERS)[number], string>>;
/** The last e-mail the visitor gave (a sign-up, an application), for the events that follow. */
const EMAIL_KEY = 'shigoto.tracking.email';
/** Split-test assignments (`{test: variant}`), written by whatever runs the tests. */
const AB_TESTS_KEY = 'shigoto.ab_tests';
/** The API takes at most this many assignments and refuses the event beyond. */
const MAX_AB_TESTS = 20;

let released = false;
let started = false;
const waiting: TrackingEvent[] = [];
let lastPageView: string | null = null;

/**
 * A URL with campaign parameters of its own starts a new attribution for the rest of the browser
 * session. Pages without any, or with only those carried over from the landing URL (utm_source,
 * utm_campaign), keep the landing's, click ids included.
 */
function attribution(): Attribution {
  const stored = readStoredJson<Attribution>('session', ATTRIBUTION_KEY) ?? {};
  const query = new URLSearchParams(window.location.search);
  const inUrl: Attribution = {};
  for (const name of ATTRIBUTION_PARAMETERS) {
    const value = query.get(name)?.slice(0, name.endsWith('clid') ? 255 : 120);
    if (value) inUrl[name] = value;
  }
  const given = Object.entries(inUrl) as [keyof Attribution, string][];
  if (!given.length || given.every(([name, value]) => stored[name] === value)) return stored;
  writeStoredJson('session', ATTRIBUTION_KEY, inUrl);
  return inUrl;
}

function abTests(): Record<string, string> | undefined {
  const stored = readStoredJson<unknown>('local', AB_TESTS_KEY);
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return undefined;
  const assignments = Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return assignments.length ? Object.fromEntries(assignments.slice(0, MAX_AB_TESTS)) : undefined;
}

function knownEmail(given: string | undefined): string | undefined {
  if (given) {
    writeStored('local', EMAIL_KEY, given);
    return given;
  }
  const signedIn = readSession()?.user?.email;
  return readStored('local', EMAIL_KEY) ?? (typeof signedIn === 'string' ? signedIn : undefined);
}

function send(event: TrackingEvent): void {
  // Read when sent: a page opened with a beta code stores the flag as it starts, before anything leaves.
  const data = readBetaFlag() ? { ...event, beta: true } : event;
  report('/trackings', { data });
}

function release(): void {
  if (released) return;
  released = true;
  document.documentElement.dataset.tracking = 'sending';
  waiting.splice(0).forEach(send);
}

/** Records an event of the current page; it leaves at once or, before the first interaction, waits. */
export function track(type: TrackingEventType, details: TrackingDetails = {}): void {
  const { utm_source, utm_medium, utm_campaign, fbclid, twclid } = attribution();
  const event: TrackingEvent = {
    ...details,
    type,
    page_location: window.location.href,
    email: knownEmail(details.email),
    ab_tests: abTests(),
    utm: { source: utm_source, medium: utm_medium, campaign: utm_campaign },
    fbclid,
    twclid,
  };
  if (released) send(event);
  else waiting.push(event);
}

/** A page view of the current URL; the same URL twice in a row (a re-render) counts once. */
export function trackPageView(): void {
  if (window.location.href === lastPageView) return;
  lastPageView = window.location.href;
  track('PAGE_VIEW');
}

/** Starts the clock: events leave on the first interaction or after `TRACKING_DELAY_MS`. Once per page load. */
export function startTracking(): void {
  if (started) return;
  started = true;
  const options = { capture: true, passive: true } as const;
  const timer = window.setTimeout(stop, TRACKING_DELAY_MS);
  function stop() {
    window.clearTimeout(timer);
    for (const name of INTERACTIONS) window.removeEventListener(name, stop, options);
    release();
  }
  for (const name of INTERACTIONS) window.addEventListener(name, stop, options);
  // Marks that the clock runs (and, on release, that events leave), for tests and for debugging.
  document.documentElement.dataset.tracking = 'waiting';
}
