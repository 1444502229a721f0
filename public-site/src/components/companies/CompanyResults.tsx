import Stack from '@mui/material/Stack';
import { ListResults } from '@/components/search/ListResults';
import type { I18n } from '@/i18n/server';
import { listCompanies, type CompanyListQuery } from '@/lib/api/companies';
import { listOutcome } from '@/lib/api/list-outcome';
import { CompanyCard } from './CompanyCard';

interface CompanyResultsProps {
  i18n: I18n;
  query: Omit<CompanyListQuery, 'language'>;
  pageHref: (page: number) => string;
}

/** A page of companies from the API. The page still renders when the API is down. */
export async function CompanyResults({ i18n, query, pageHref }: CompanyResultsProps) {
  const { t } = i18n;
  const outcome = await listOutcome(() => listCompanies({ ...query, language: i18n.language }));
  return (
    <ListResults
      i18n={i18n}
      outcome={outcome}
      texts={{ countOne: t.companies.resultCountOne, count: t.companies.resultCount, noResults: t.companies.noResults, loadFailed: t.companies.loadFailed }}
      pageHref={pageHref}
      renderItems={(companies) => (
        <Stack component="section" spacing={1.5}>
          {companies.map((company) => (
            <CompanyCard key={company.id} company={company} i18n={i18n} />
          ))}
        </Stack>
      )}
    />
  );
}
