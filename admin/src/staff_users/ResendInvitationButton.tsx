import SendIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ShigotoDataProvider } from '../dataProvider';
import { ActionButton } from '../common/ActionButton';

const TEXTS = 'shigoto.people.staff_users.resend';

/** E-mails a new invitation link (the old one stops working), confirmed first. */
export function ResendInvitationButton() {
  const staff = useRecordContext<{ id: number; email: string; invitation_pending: boolean; is_disabled: boolean }>();
  const dataProvider = useDataProvider<ShigotoDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  if (!staff?.invitation_pending || staff.is_disabled) return null;

  async function resend() {
    setSending(true);
    try {
      await dataProvider.resendInvitation(staff!.id);
      notify(`${TEXTS}.done`, { type: 'success', messageArgs: { email: staff!.email } });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
      setOpen(false);
    }
  }

  return (
    <>
      <ActionButton label={`${TEXTS}.label`} onClick={() => setOpen(true)} variant="outlined">
        <SendIcon />
      </ActionButton>
      <Confirm
        isOpen={open}
        loading={sending}
        title={`${TEXTS}.confirm_title`}
        content={`${TEXTS}.confirm_content`}
        translateOptions={{ email: staff.email }}
        onConfirm={resend}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
