'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormFailure } from '@/components/forms/FormFailure';
import type { FormErrorTexts } from '@/components/forms/form-texts';
import Link from '@/components/navigation/Link';
import type { Dictionary } from '@/i18n/dictionaries';
import type { Language } from '@/i18n/language';
import type { ActiveJobs, CompanyContract } from '@/lib/api/contracts';
import { decodeMany, type JsonApiDocument, type ResourceObject } from '@/lib/api/jsonapi';
import { callApi } from '@/lib/browser/api';
import { formatDate } from '@/lib/format/date';
import { interpolate } from '@/lib/format/template';
import { useEmployerData } from './useEmployerData';

export interface ContractOverviewProps {
  language: Language;
  texts: Dictionary['employerContract'];
  errorTexts: FormErrorTexts;
  /** The pricing page and the jobs list, in the page's language. */
  pricingHref: string;
  jobsHref: string;
}

interface Contracts {
  contracts: CompanyContract[];
  active: ActiveJobs;
}

async function loadContracts(signal: AbortSignal): Promise<Contracts> {
  const document = await callApi<JsonApiDocument<ResourceObject[]>>('/employers/company_contracts', { signal });
  return { contracts: decodeMany<CompanyContract>(document), active: document.meta!.active_jobs as ActiveJobs };
}

/** One label and its value, in a definition list. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The company's contract (employers/company_contracts): the plan running today with its term,
 * dates and active-job allowance, how much of it is used, and any earlier or later contracts. A
 * company without a current contract posts for free with the Starter allowance; it is shown that,
 * with the way to the plans.
 */
export function ContractOverview({ language, texts, errorTexts, pricingHref, jobsHref }: ContractOverviewProps) {
  const { loaded, reload } = useEmployerData(loadContracts);

  if (loaded.state === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">{texts.loading}</Typography>
      </Box>
    );
  }
  if (loaded.state === 'failed') return <FormFailure failure={loaded.failure} texts={errorTexts} onRetry={reload} />;

  const { contracts, active } = loaded.data;
  const current = contracts.find((contract) => contract.current) ?? null;
  const others = contracts.filter((contract) => !contract.current);
  const date = (iso: string | null) => formatDate(iso, language) ?? '–';
  const usage =
    active.limit === null ? interpolate(texts.activeJobsUnlimited, { count: active.count }) : interpolate(texts.activeJobsUsed, { count: active.count, limit: active.limit });

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {current ? (
        <Paper variant="outlined" component="section" aria-labelledby="current-contract" sx={{ p: { xs: 2, md: 3 } }} data-contract="current">
          <Typography id="current-contract" variant="overline" color="text.secondary">
            {texts.current}
          </Typography>
          <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
            {texts.planNames[current.plan]}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {texts.planAllowances[current.plan]}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
            <Fact label={texts.term} value={texts.terms[current.term]} />
            <Fact label={texts.startsOn} value={date(current.starts_on)} />
            <Fact label={texts.endsOn} value={date(current.ends_on)} />
            <Fact label={texts.applicantsUntil} value={date(current.applicants_until)} />
            <Fact label={texts.contractLanguage} value={texts.languages[current.contract_language]} />
            <Fact label={texts.successFee} value={current.success_fee ? texts.yes : texts.no} />
          </Box>
        </Paper>
      ) : (
        <Paper variant="outlined" component="section" aria-labelledby="no-contract" sx={{ p: { xs: 2, md: 3 } }} data-contract="none">
          <Typography id="no-contract" variant="h2" sx={{ fontSize: { xs: '1.375rem', md: '1.5rem' }, mb: 1 }}>
            {texts.noneTitle}
          </Typography>
          <Typography sx={{ mb: 2 }}>{interpolate(texts.noneBody, { limit: active.limit ?? '–' })}</Typography>
          <Button component={Link} href={pricingHref} variant="contained" disableElevation>
            {texts.seePricing}
          </Button>
        </Paper>
      )}

      <Paper variant="outlined" component="section" aria-labelledby="active-jobs" sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}>
        <Box>
          <Typography id="active-jobs" variant="body2" color="text.secondary">
            {texts.activeJobs}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }} data-active-jobs>
            {usage}
          </Typography>
        </Box>
        <Button component={Link} href={jobsHref} variant="outlined">
          {texts.manageJobs}
        </Button>
      </Paper>

      {others.length > 0 && (
        <Box component="section" aria-labelledby="other-contracts">
          <Typography id="other-contracts" variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
            {texts.others}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {others.map((contract) => (
              <Paper component="li" key={contract.id} variant="outlined" sx={{ px: 2, py: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {texts.planNames[contract.plan]} · {texts.terms[contract.term]}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {date(contract.starts_on)} – {date(contract.ends_on)}
                </Typography>
              </Paper>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
