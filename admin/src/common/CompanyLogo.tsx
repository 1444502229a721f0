import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** A company's logo, or its initial when it has none (or the image fails to load). */
export function CompanyLogo({ size = 32 }: { size?: number }) {
  const record = useRecordContext<{ name?: string; logo_url?: string | null }>();
  if (!record) return null;
  return (
    <Avatar
      src={record.logo_url ?? undefined}
      alt={record.name}
      variant="rounded"
      sx={{ width: size, height: size, fontSize: size / 2, bgcolor: 'secondary.main' }}
    >
      {record.name?.charAt(0).toUpperCase()}
    </Avatar>
  );
}
