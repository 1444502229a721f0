import { readStoredJson, writeStoredJson } from './storage';

/**
 * Beta access, remembered in the browser once a page was opened with a known `?betaCode=`: the
 * visitor keeps it on later visits without the code, sees the beta marker, and is not counted by
 * tracking.
 */
const BETA_FLAG_KEY = 'shigoto.beta';

export interface BetaFlag {
  code: string;
  /** The company's name, as the marker shows it. */
  company: string;
}

export function readBetaFlag(): BetaFlag | null {
  const flag = readStoredJson<Partial<BetaFlag>>('local', BETA_FLAG_KEY);
  return typeof flag?.code === 'string' && typeof flag.company === 'string' ? { code: flag.code, company: flag.company } : null;
}

export function storeBetaFlag(flag: BetaFlag): void {
  writeStoredJson('local', BETA_FLAG_KEY, flag);
}
