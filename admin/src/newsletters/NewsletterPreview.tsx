import { Box, Card, CardContent, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { API_URL, authorizedFetch } from '../session';

type Lang = 'en' | 'jp';
type Format = 'html' | 'text';

/**
 * The issue as the e-mail, rendered by the API's template (the one the send uses), in either
 * language, HTML or text. The HTML is shown in a sandboxed frame: nothing in it runs.
 */
export function NewsletterPreview() {
  const record = useRecordContext<{ id: number; updated_at: string }>();
  const translate = useTranslate();
  const [lang, setLang] = useState<Lang>('en');
  const [format, setFormat] = useState<Format>('html');
  const [email, setEmail] = useState<{ subject: string; body: string } | null>(null);

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
          <ToggleButtonGroup size="small" exclusive value={format} onChange={(_e, value: Format | null) => value && setFormat(value)}>
            <ToggleButton value="html">HTML</ToggleButton>
            <ToggleButton value="text">{translate('shigoto.newsletters.preview.text')}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {email && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {translate('shigoto.newsletters.preview.subject')}: <strong>{email.subject}</strong>
            </Typography>
            {format === 'html' ? (
              <Box
                component="iframe"
                title={translate('shigoto.newsletters.preview.title')}
                sandbox=""
                srcDoc={email.body}
                sx={{ width: '100%', height: 520, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
              />
            ) : (
              <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 13, p: 2, bgcolor: 'action.hover', borderRadius: 1, m: 0 }}>
                {email.body}
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
