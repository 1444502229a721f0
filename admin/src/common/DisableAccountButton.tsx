import DisableIcon from '@mui/icons-material/BlockOutlined';
import EnableIcon from '@mui/icons-material/LockOpenOutlined';
import { useRecordContext } from 'react-admin';
import { ConfirmedChangeButton } from './ConfirmedChangeButton';

/** Disables an account (its sessions end at once) or enables it again; texts under `shigoto.people.<resource>.disable|enable`. */
export function DisableAccountButton({ texts }: { texts: string }) {
  const record = useRecordContext<{ is_disabled: boolean }>();
  if (!record) return null;
  return record.is_disabled ? (
    <ConfirmedChangeButton labels={`${texts}.enable`} data={{ is_disabled: false }} icon={<EnableIcon />} />
  ) : (
    <ConfirmedChangeButton labels={`${texts}.disable`} data={{ is_disabled: true }} icon={<DisableIcon />} destructive />
  );
}
