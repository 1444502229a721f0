import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Link from '@/components/navigation/Link';

export interface LinkChip {
  key: string;
  label: string;
  href: string;
}

/** Tags that each lead to their page; they sit above a card's own covering link. */
export function LinkChips({ chips, label }: { chips: LinkChip[]; label: string }) {
  if (!chips.length) return null;
  return (
    <Stack component="ul" direction="row" useFlexGap aria-label={label} sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, position: 'relative', zIndex: 1 }}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip component={Link} href={chip.href} clickable size="small" label={chip.label} sx={{ bgcolor: '#EFEAE2', borderRadius: 1.5 }} />
        </li>
      ))}
    </Stack>
  );
}
