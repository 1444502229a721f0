import type { Dictionary } from '@/i18n/dictionaries';
import type { I18n } from '@/i18n/server';
import type { CompanyProfile } from '@/lib/api/types';
import { resultCardStyles as styles } from '@/components/search/ResultCard';
import { CompanyCard } from './CompanyCard';

/** What a list of companies says around its cards. */
export function companyListTexts(t: Dictionary) {
  return { countOne: t.companies.resultCountOne, count: t.companies.resultCount, noResults: t.companies.noResults, loadFailed: t.companies.loadFailed };
}

export function CompanyList({ companies, i18n }: { companies: CompanyProfile[]; i18n: I18n }) {
  return (
    <section className={styles.list}>
      {companies.map((company) => (
        <CompanyCard key={company.id} company={company} i18n={i18n} />
      ))}
    </section>
  );
}
