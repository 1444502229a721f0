import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { I18n } from '@/i18n/server';
import type { ListSearch } from '@/lib/list-search';

interface SearchBoxProps {
  i18n: I18n;
  /** The list searched: /jobs, a landing page that keeps its own filters, /companies. */
  path: string;
  /** The search in effect: its words fill the box and its filters stay on while the words change. */
  search?: ListSearch;
  label: string;
  placeholder: string;
}

/**
 * Free-text search of a list as a plain GET form, so it works before any script loads and the
 * results page stays server-rendered and shareable.
 */
export function SearchBox({ i18n, path, search, label, placeholder }: SearchBoxProps) {
  return (
    <Box component="form" role="search" method="get" action={path} sx={{ display: 'flex', gap: 1, maxWidth: 640, width: '100%' }}>
      {/* A GET form replaces the action's query string, so the language and filters travel as fields. */}
      {i18n.language === 'jp' && <input type="hidden" name="lang" value="jp" />}
      {Object.entries(search?.filters ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={`filter[${name}]`} value={value} />
      ))}
      <TextField
        name="q"
        type="search"
        defaultValue={search?.q ?? ''}
        placeholder={placeholder}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { 'aria-label': label, maxLength: 200 } }}
        sx={{ bgcolor: 'background.paper' }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
        {i18n.t.search.button}
      </Button>
    </Box>
  );
}
