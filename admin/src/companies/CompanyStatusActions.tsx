import PublishIcon from '@mui/icons-material/Public';
import UnpublishIcon from '@mui/icons-material/PublicOff';
import VerifyIcon from '@mui/icons-material/Verified';
import UnverifyIcon from '@mui/icons-material/RemoveModerator';
import { EditButton, TopToolbar, useRecordContext } from 'react-admin';
import { ConfirmedApiButton } from '../common/ConfirmedApiButton';
import { LogoUploadButton } from './LogoUploadButton';

interface CompanyStatus {
  id: number;
  name: string;
  published: boolean;
  is_verified: boolean;
}

/** Publishing and verifying are decisions of their own, each confirmed, never a side effect of saving the form. */
export function CompanyStatusActions() {
  const company = useRecordContext<CompanyStatus>();
  if (!company) return null;
  const action = (name: 'publish' | 'unpublish' | 'verify' | 'unverify', icon: React.ReactElement) => (
    <ConfirmedApiButton
      path={`/companies/${company.id}/status/${name}`}
      labels={`shigoto.companies.status.${name}`}
      name={company.name}
      icon={icon}
    />
  );
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {company.published ? action('unpublish', <UnpublishIcon />) : action('publish', <PublishIcon />)}
      {company.is_verified ? action('unverify', <UnverifyIcon />) : action('verify', <VerifyIcon />)}
      <LogoUploadButton />
      <EditButton />
    </TopToolbar>
  );
}
