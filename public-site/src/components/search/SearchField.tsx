import { buttonClass } from '@/components/ui/classes';
import styles from './Search.module.css';

interface SearchFieldProps {
  /** The words searched for, filling the box. */
  q?: string;
  label: string;
  placeholder: string;
  button: string;
}

/** The keyword box and its button, inside a GET form that sends `q`. */
export function SearchField({ q, label, placeholder, button }: SearchFieldProps) {
  return (
    <div role="search" className={styles.searchField}>
      <input name="q" type="search" defaultValue={q ?? ''} placeholder={placeholder} aria-label={label} maxLength={200} className={styles.input} />
      <button type="submit" className={buttonClass({ variant: 'contained' }, styles.searchButton)}>
        {button}
      </button>
    </div>
  );
}
