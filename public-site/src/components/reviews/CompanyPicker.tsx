'use client';

import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Language } from '@/i18n/language';
import { decodeMany, decodeOne, type JsonApiDocument, type ResourceObject } from '@/lib/api/jsonapi';
import { callApi, SEARCH_TIMEOUT_MS } from '@/lib/browser/api';

export interface PickedCompany {
  id: string;
  name: string;
  slug: string;
}

/** How many companies the list offers at once: enough to find one by its first letters. */
const OPTIONS_SHOWN = 10;
/** Searching waits for a pause in typing, as the site's other pickers do. */
const TYPING_PAUSE_MS = 200;

interface CompanyPickerProps {
  value: PickedCompany | null;
  onChange: (company: PickedCompany | null) => void;
  language: Language;
  texts: { label: string; help: string; searching: string; noOptions: string };
  /** The server's message about the company, if it refused the one sent. */
  error?: string;
}

/** The published companies whose name matches what is typed (the API's company search), to pick one. */
export function CompanyPicker({ value, onChange, language, texts, error }: CompanyPickerProps) {
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<PickedCompany[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setLoading(true);
      callApi<JsonApiDocument<ResourceObject[]>>('/companies', {
        query: { q: query.trim() || undefined, 'page[size]': OPTIONS_SHOWN, lang: language === 'jp' ? 'jp' : undefined },
        signal: controller.signal,
        timeoutMs: SEARCH_TIMEOUT_MS,
      }).then(
        (document) => (setOptions(decodeMany<PickedCompany>(document)), setLoading(false)),
        // A failed search (or one the API did not answer in time) leaves the list as it was: typing again searches again.
        () => controller.signal.aborted || setLoading(false),
      );
    }, TYPING_PAUSE_MS);
    return () => (window.clearTimeout(timer), controller.abort());
  }, [query, language]);

  return (
    <Autocomplete
      value={value}
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      // The API has matched already (with prefixes and typos): show what it found.
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, picked) => onChange(picked)}
      onInputChange={(_, text, reason) => reason === 'input' && setQuery(text)}
      loading={loading}
      loadingText={texts.searching}
      noOptionsText={texts.noOptions}
      renderInput={(params) => <TextField {...params} name="company" label={texts.label} required error={Boolean(error)} helperText={error ?? texts.help} />}
    />
  );
}

/** The company a link names (`?company=<slug>`, as the company page's links do), to start the form with it. */
export async function companyOfLink(search: string, language: Language): Promise<PickedCompany | null> {
  const slug = new URLSearchParams(search).get('company');
  if (!slug || !/^[\w-]{1,200}$/.test(slug)) return null;
  try {
    const document = await callApi<JsonApiDocument<ResourceObject>>(`/slug_companies/${encodeURIComponent(slug)}`, { query: { lang: language === 'jp' ? 'jp' : undefined } });
    return decodeOne<PickedCompany>(document);
  } catch {
    return null;
  }
}
