import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { Box, Card, CardContent, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { ActionButton } from '../common/ActionButton';
import { EmailBody, EmailFormatToggle, type EmailFormat } from '../common/EmailBody';
import { API_URL, authorizedFetch } from '../session';
import { failureMessage } from '../common/failureMessage';

type Lang = 'en' | 'jp';

/**
 * The issue as the e-mail, rendered by the API's template (the one the send uses), in either
 * language, HTML or text. The HTML is shown in a sandboxed frame: nothing in it runs. The language
 * shown can be sent as a test copy to the editor's own inbox, to read it in a real mail client.
 */
export function NewsletterPreview() {
  const record = useRecordContext<{ id: number; updated_at: string }>();
  const translate = useTranslate();
  const [lang, setLang] = useState<Lang>('en');
  const [format, setFormat] = useState<EmailFormat>('html');
  const [email, setEmail] = useState<{ subject: string; body: string } | null>(null);
  const [testing, setTesting] = useState(false);
  const notify = useNotify();

  useEffect(() => {
    if (!record) return;
    let current = true;
    authorizedFetch(`${API_URL}/newsletters/${record.id}/preview?lang=${lang}&format=${format}`).then(
      ({ body, headers }) => current && setEmail({ subject: decodeURIComponent(headers.get('X-Email-Subject') ?? ''), body }),
      () => current && setEmail(null),
    );
    return () => {
      current = false;
    };
  }, [record?.id, record?.updated_at, lang, format]);

  /** No confirmation: a test copy reaches no subscriber and leaves the send alone. */
  async function sendTest(id: number) {
    setTesting(true);
    try {
      const { json } = await authorizedFetch(`${API_URL}/newsletters/${id}/test_send`, { method: 'POST', body: JSON.stringify({ lang }) });
      notify('shigoto.newsletters.send.test_done', { type: 'success', messageArgs: { address: (json as { sent_to: string }).sent_to } });
    } catch (error) {
      notify(failureMessage(error), { type: 'error' });
    } finally {
      setTesting(false);
    }
  }

  if (!record) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('shigoto.newsletters.preview.title')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <ToggleButtonGroup size="small" exclusive value={lang} onChange={(_e, value: Lang | null) => value && setLang(value)}>
            <ToggleButton value="en">{translate('shigoto.enums.language.en')}</ToggleButton>
            <ToggleButton value="jp">{translate('shigoto.enums.language.jp')}</ToggleButton>
          </ToggleButtonGroup>
          <EmailFormatToggle value={format} onChange={setFormat} />
          <ActionButton variant="outlined" label="shigoto.newsletters.send.test" onClick={() => void sendTest(record.id)} disabled={testing}>
            <ForwardToInboxIcon />
          </ActionButton>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
          {translate('shigoto.newsletters.send.test_hint')}
        </Typography>
        {email && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {translate('shigoto.newsletters.preview.subject')}: <strong>{email.subject}</strong>
            </Typography>
            <EmailBody format={format} body={email.body} title={translate('shigoto.newsletters.preview.title')} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
