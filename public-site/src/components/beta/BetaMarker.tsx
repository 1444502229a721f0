'use client';

import { useEffect, useState } from 'react';
import { readBetaFlag, storeBetaFlag, type BetaFlag } from '@/lib/browser/beta';
import { interpolate } from '@/lib/format/template';
import styles from './BetaMarker.module.css';

interface BetaMarkerProps {
  /** Beta access this page's known `?betaCode=` grants, to remember; null when it has none. */
  grant: BetaFlag | null;
  /** `{company}` is the company the beta is for. */
  texts: { label: string; title: string };
}

/**
 * "Beta · {company}" in the bottom-left corner while the browser has beta access. It sits in the
 * footer's bottom padding once the page is scrolled to the end, so it hides nothing for good.
 */
export function BetaMarker({ grant, texts }: BetaMarkerProps) {
  const [flag, setFlag] = useState<BetaFlag | null>(null);

  useEffect(() => {
    if (grant) storeBetaFlag(grant);
    setFlag(readBetaFlag());
  }, [grant]);

  if (!flag) return null;
  return (
    <div className={styles.marker} title={interpolate(texts.title, { company: flag.company })}>
      {interpolate(texts.label, { company: flag.company })}
    </div>
  );
}
