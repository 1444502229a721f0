import { Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { CompanyLogo } from '../common/CompanyLogo';

/** Logo and name side by side: staff recognise companies by their logo first. */
export function CompanyNameField() {
  const record = useRecordContext<{ name?: string }>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <CompanyLogo />
      <Typography variant="body2">{record.name}</Typography>
    </Stack>
  );
}
