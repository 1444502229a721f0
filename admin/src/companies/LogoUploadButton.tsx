import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ImageUploadButton } from '../common/ImageUploadButton';
import { API_URL } from '../session';

/** A new logo, sent as soon as it is picked; the page shows the original until its resized copies are made. */
export function LogoUploadButton() {
  const company = useRecordContext<{ id: number }>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!company) return null;
  return (
    <ImageUploadButton
      url={`${API_URL}/companies/${company.id}/logo`}
      field="logo"
      label="shigoto.companies.logo.upload"
      refused="shigoto.companies.logo.refused"
      testId="logo-file"
      onUploaded={() => {
        notify('shigoto.companies.logo.done', { type: 'success' });
        refresh();
      }}
    />
  );
}
