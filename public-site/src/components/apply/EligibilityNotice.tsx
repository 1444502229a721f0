'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import { issueText, type EligibilityIssue } from './eligibility-issues';
import type { ApplyTexts } from './texts';

/** Site links the eligibility screen offers, in the page's language. */
export interface EligibilityLinks {
  job: string;
  relocationJobs: string;
  noJapaneseJobs: string;
}

interface EligibilityNoticeProps {
  issues: EligibilityIssue[];
  texts: ApplyTexts;
  links: EligibilityLinks;
  sending: boolean;
  onEdit(): void;
  onContinueAnyway(): void;
  /** In the apply modal "back to the job" closes it (the job is behind it); on the apply page it is a link. */
  onBackToJob?: () => void;
}

/**
 * What the server said makes the seeker ineligible (too little Japanese, not living in Japan),
 * jobs that suit them better, and, less prominent, the choice to apply anyway.
 */
export function EligibilityNotice({ issues, texts, links, sending, onEdit, onContinueAnyway, onBackToJob }: EligibilityNoticeProps) {
  const { eligibility } = texts;
  const needsJapanese = issues.some((issue) => issue.kind === 'japanese');
  const needsResidence = issues.some((issue) => issue.kind === 'residence');
  return (
    <Box data-testid="eligibility">
      <Alert severity="warning" sx={{ mb: 2 }}>
        {issues.map((issue) => (
          <Typography key={issue.kind} sx={{ fontWeight: 600 }}>
            {issueText(issue, texts)}
          </Typography>
        ))}
      </Alert>
      <Typography sx={{ mb: 1 }}>{eligibility.advice}</Typography>
      <Box component="ul" sx={{ mt: 0, mb: 3, pl: 2.5 }}>
        {needsResidence && (
          <li>
            <MuiLink component={Link} href={links.relocationJobs}>
              {eligibility.relocationJobs}
            </MuiLink>
          </li>
        )}
        {needsJapanese && (
          <li>
            <MuiLink component={Link} href={links.noJapaneseJobs}>
              {eligibility.noJapaneseJobs}
            </MuiLink>
          </li>
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        {onBackToJob ? (
          <Button variant="contained" onClick={onBackToJob}>
            {eligibility.backToJob}
          </Button>
        ) : (
          <Button variant="contained" component={Link} href={links.job}>
            {eligibility.backToJob}
          </Button>
        )}
        <Button variant="outlined" onClick={onEdit} disabled={sending}>
          {eligibility.edit}
        </Button>
      </Stack>
      <Button variant="text" size="small" color="inherit" onClick={onContinueAnyway} disabled={sending} sx={{ textDecoration: 'underline', px: 0 }}>
        {eligibility.continueAnyway}
      </Button>
    </Box>
  );
}
