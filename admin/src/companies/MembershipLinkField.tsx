import RenewIcon from '@mui/icons-material/Autorenew';
import { Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { CopyButton } from '../common/CopyButton';
import { ConfirmedApiButton } from '../common/ConfirmedApiButton';

/** The sign-up link employers share with colleagues, ready to copy; renewing it stops the old one. */
export function MembershipLinkField() {
  const company = useRecordContext<{ id: number; name: string; membership_link: string | null }>();
  if (!company) return null;
  const link = company.membership_link;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="membership-link">
        {link ?? '—'}
      </Typography>
      <Stack direction="row" spacing={1}>
        {link && (
          <CopyButton text={link} label="shigoto.companies.membership.copy" copied="shigoto.companies.membership.copied" failed="shigoto.companies.membership.copy_failed" />
        )}
        <ConfirmedApiButton path={`/companies/${company.id}/membership_code`} labels="shigoto.companies.membership.renew" name={company.name} icon={<RenewIcon />} />
      </Stack>
    </Stack>
  );
}
