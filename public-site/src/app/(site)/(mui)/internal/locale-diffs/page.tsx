import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { en } from '@/i18n/en';
import { ja } from '@/i18n/ja';
import { getI18n } from '@/i18n/server';
import { interpolate } from '@/lib/format/template';
import { localeDiffs, stringCount, type LocaleDiffStatus } from '@/lib/locale-diffs';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/internal/locale-diffs';

const STATUS_COLORS: Record<LocaleDiffStatus, 'error' | 'warning' | 'default'> = { missing: 'error', placeholders: 'warning', identical: 'default' };

/** Staff's page, linked from nowhere: readable by anyone (it shows only interface text) and kept out of search engines. */
export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  return pageMetadata({ language, path: PATH, title: t.localeDiffs.metaTitle, description: t.localeDiffs.intro, noIndex: true });
}

/** The Japanese interface strings to check, computed from the two dictionaries this build ships. */
export default async function LocaleDiffsPage() {
  const { t } = await getI18n();
  const texts = t.localeDiffs;
  const diffs = localeDiffs(en, ja);
  const count = (status: LocaleDiffStatus) => diffs.filter((diff) => diff.status === status).length;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.25rem' }, mb: 1.5 }}>
        {texts.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760, lineHeight: 1.7 }}>
        {texts.intro}
      </Typography>
      <Typography sx={{ fontWeight: 600, mb: 3 }} data-testid="locale-diffs-summary">
        {interpolate(texts.summary, { missing: count('missing'), identical: count('identical'), placeholders: count('placeholders'), total: stringCount(en) })}
      </Typography>
      {diffs.length === 0 ? (
        <Alert severity="success">{texts.none}</Alert>
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">{texts.key}</TableCell>
                <TableCell component="th" scope="col">{texts.english}</TableCell>
                <TableCell component="th" scope="col" lang="ja">{texts.japanese}</TableCell>
                <TableCell component="th" scope="col">{texts.status}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {diffs.map((diff) => (
                <TableRow key={diff.key}>
                  <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' }}>
                    {diff.key}
                  </TableCell>
                  <TableCell lang="en">{diff.english}</TableCell>
                  <TableCell lang="ja">{diff.japanese ?? <Box component="span" sx={{ color: 'text.disabled' }}>—</Box>}</TableCell>
                  <TableCell>
                    <Chip size="small" label={texts.statuses[diff.status]} color={STATUS_COLORS[diff.status]} variant="outlined" />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Container>
  );
}
