import { toParagraphs } from '@/lib/format/text';
import styles from './Paragraphs.module.css';

/** Job text as plain paragraphs: markup is never rendered, line breaks are kept. */
export function Paragraphs({ text }: { text: string | null | undefined }) {
  return toParagraphs(text).map((paragraph, index) => (
    <p key={index} className={styles.paragraph}>
      {paragraph}
    </p>
  ));
}
