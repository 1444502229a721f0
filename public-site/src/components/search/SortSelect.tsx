'use client';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import NativeSelect from '@mui/material/NativeSelect';

interface SortSelectProps {
  label: string;
  options: { value: string; label: string }[];
  /** The order of the search on screen. */
  value: string;
}

const SORT_ID = 'search-sort';

/**
 * The order of the results (`sort`), a native menu so it works without scripts. It follows the
 * search on screen (Back, a new search) as well as the visitor's own choice; the search form
 * runs the search when it changes.
 */
export function SortSelect({ label, options, value }: SortSelectProps) {
  const [current, setCurrent] = useState(value);
  useEffect(() => setCurrent(value), [value]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, gridArea: 'sort', justifySelf: 'end' }}>
      <Box component="label" htmlFor={SORT_ID} sx={{ typography: 'body2', color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {label}
      </Box>
      <NativeSelect
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        inputProps={{ id: SORT_ID, name: 'sort' }}
        sx={{ fontSize: '0.875rem', bgcolor: 'background.paper', px: 1, borderRadius: 1 }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}
