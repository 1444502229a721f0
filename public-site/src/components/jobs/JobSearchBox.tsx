import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { I18n } from '@/i18n/server';
import type { JobSearch } from '@/lib/job-search';

interface JobSearchBoxProps {
  i18n: I18n;
  /** The listing searched: the search page, or a landing page that keeps its own filters. */
  path?: string;
  /** The search in effect: its words fill the box and its filters stay on while the words change. */
  search?: JobSearch;
}

/**
 * Free-text job search (title, company, skills, description) as a plain GET form, so it works
 * before any script loads and the results page stays server-rendered and shareable.
 */
export function JobSearchBox({ i18n, path = '/jobs', search }: JobSearchBoxProps) {
  const { t, language } = i18n;
  return (
    <Box component="form" role="search" method="get" action={path} sx={{ display: 'flex', gap: 1, maxWidth: 640, width: '100%' }}>
      {/* A GET form replaces the action's query string, so the language and filters travel as fields. */}
      {language === 'jp' && <input type="hidden" name="lang" value="jp" />}
      {Object.entries(search?.filters ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={`filter[${name}]`} value={value} />
      ))}
      <TextField
        name="q"
        type="search"
        defaultValue={search?.q ?? ''}
        placeholder={t.jobs.searchPlaceholder}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { 'aria-label': t.jobs.searchLabel, maxLength: 200 } }}
        sx={{ bgcolor: 'background.paper' }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
        {t.jobs.searchButton}
      </Button>
    </Box>
  );
}
