import type { I18n } from '@/i18n/server';
import { SearchField } from './SearchField';
import styles from './Search.module.css';

interface SearchBoxProps {
  i18n: I18n;
  /** The list searched (/jobs). */
  path: string;
  label: string;
  placeholder: string;
}

/**
 * Free-text search of a list from another page (the home page) as a plain GET form, so it works
 * before any script loads and the results page stays server-rendered and shareable.
 */
export function SearchBox({ i18n, path, label, placeholder }: SearchBoxProps) {
  return (
    <form method="get" action={path} className={styles.searchBox}>
      {/* A GET form replaces the action's query string, so the language travels as a field. */}
      {i18n.language === 'jp' && <input type="hidden" name="lang" value="jp" />}
      <SearchField label={label} placeholder={placeholder} button={i18n.t.search.button} />
    </form>
  );
}
