import Typography from '@mui/material/Typography';
import { toParagraphs } from '@/lib/format/text';

/** Job text as plain paragraphs: markup is never rendered, line breaks are kept. */
export function Paragraphs({ text }: { text: string | null | undefined }) {
  return toParagraphs(text).map((paragraph, index) => (
    <Typography key={index} variant="body1" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 1.5, lineHeight: 1.75 }}>
      {paragraph}
    </Typography>
  ));
}
