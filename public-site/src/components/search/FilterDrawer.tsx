'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClass, cx, ui } from '@/components/ui/classes';
import { FILTERS_ID, RESULTS_ID } from './element-ids';
import styles from './FilterDrawer.module.css';

const HEADING_ID = `${FILTERS_ID}-heading`;
/** Where the panel becomes a column beside the results (MUI's md breakpoint). */
const WIDE_QUERY = '(min-width: 900px)';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface FilterDrawerProps {
  heading: string;
  /** "Filters (2)": the button that opens the drawer on small screens. */
  openLabel: string;
  closeLabel: string;
  /** "Show 42 jobs": the drawer's last button, which applies the filters and closes it. */
  showResultsLabel: string;
  /** The filter panel. */
  children: ReactNode;
}

/** Whether the screen is wide enough for the panel's column (false until the browser says). */
function useWideScreen(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(WIDE_QUERY);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/**
 * The filter panel: a column beside the results from the md breakpoint, a drawer below it,
 * opened by a "Filters (n)" button. The panel is rendered once, inside the search form, so its
 * fields are the form's in either shape. Without scripts the button is a link to the panel, which
 * the `:target` rule shows as the same drawer; its "Show results" button submits the form. The
 * open drawer is modal: focus moves into it and stays there, Escape or "Close" closes it and focus
 * returns to the button.
 */
export function FilterDrawer({ heading, openLabel, closeLabel, showResultsLabel, children }: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  const wide = useWideScreen();
  const drawer = open && !wide;
  const opener = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  useEffect(() => {
    if (!drawer) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        opener.current?.focus();
      } else if (event.key === 'Tab' && panel.current) {
        // Focus stays in the drawer: from its last field Tab goes to its first, and back.
        const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.offsetParent !== null);
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        const inside = panel.current.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [drawer]);

  return (
    <>
      <a
        ref={opener}
        href={`#${FILTERS_ID}`}
        aria-controls={FILTERS_ID}
        aria-expanded={drawer}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className={buttonClass({ variant: 'outlined' }, styles.opener)}
      >
        {openLabel}
      </a>
      {drawer && <div aria-hidden onClick={() => setOpen(false)} className={styles.backdrop} />}
      <div
        ref={panel}
        id={FILTERS_ID}
        tabIndex={-1}
        role={drawer ? 'dialog' : undefined}
        aria-modal={drawer || undefined}
        aria-labelledby={HEADING_ID}
        className={cx(styles.panel, drawer && styles.open)}
      >
        <div className={styles.head}>
          <h2 id={HEADING_ID} className={ui.h3}>
            {heading}
          </h2>
          <a
            href={`#${RESULTS_ID}`}
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
            className={buttonClass({ size: 'small' }, styles.close)}
          >
            {closeLabel}
          </a>
        </div>
        <div className={styles.body}>{children}</div>
        <div className={styles.foot}>
          <button type="submit" onClick={() => setOpen(false)} className={buttonClass({ variant: 'contained', fullWidth: true })}>
            {showResultsLabel}
          </button>
        </div>
      </div>
    </>
  );
}
