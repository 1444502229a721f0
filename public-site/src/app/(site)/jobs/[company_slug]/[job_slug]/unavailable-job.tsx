import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { UnpublishedJobDialog } from '@/components/apply/UnpublishedJobDialog';
import Link from '@/components/navigation/Link';
import type { I18n } from '@/i18n/server';
import { newsletterOffer } from './apply-props';

/** A closed job's page and apply page (answered with status 410 by the proxy): the unpublished-job modal over ways on. */
export function UnavailableJob({ i18n }: { i18n: I18n }) {
  const { t, href } = i18n;
  return (
    <Container maxWidth="md" sx={{ py: 8 }}>
      <Alert severity="info" sx={{ mb: 3, fontSize: '1rem' }}>
        {t.job.unavailable}
      </Alert>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <Button component={Link} href={href('/jobs')} variant="contained">
          {t.job.backToJobs}
        </Button>
        <Button component={Link} href={href('/newsletter')} variant="outlined">
          {t.nav.newsletter}
        </Button>
      </Stack>
      <UnpublishedJobDialog texts={{ title: t.job.unavailable, intro: t.jobPage.unavailableIntro, close: t.jobPage.close }} newsletter={newsletterOffer(i18n)} />
    </Container>
  );
}
