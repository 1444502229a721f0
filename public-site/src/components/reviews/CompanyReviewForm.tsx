'use client';

import { useState, type ComponentType } from 'react';
import { buttonClass } from '@/components/ui/classes';
import { useNotReadyUntilHydrated } from '@/lib/browser/hydrated';
import type { CompanyReviewFormProps } from './ReviewForm';
import styles from './CompanyReviewForm.module.css';

const loadReviewForm = () => import('./ReviewForm');

export type { CompanyReviewFormProps };

/**
 * A seeker's review of the company (POST company_reviews), behind a button so the page leads with
 * the company. The form's code (MUI fields, the star rating) starts loading when the pointer or
 * focus reaches the button; the click opens the form as soon as it is there.
 */
export function CompanyReviewForm(props: CompanyReviewFormProps) {
  const [Form, setForm] = useState<ComponentType<CompanyReviewFormProps> | null>(null);
  const [opening, setOpening] = useState(false);
  const notReady = useNotReadyUntilHydrated();
  if (Form) return <Form {...props} />;

  const preload = () => void loadReviewForm();
  const open = () => {
    setOpening(true);
    void loadReviewForm().then((module) => setForm(() => module.ReviewForm));
  };
  return (
    <button type="button" onClick={open} onPointerEnter={preload} onFocus={preload} aria-busy={opening} aria-disabled={notReady} className={buttonClass({ variant: 'contained' }, styles.open)}>
      {props.texts.open}
    </button>
  );
}
