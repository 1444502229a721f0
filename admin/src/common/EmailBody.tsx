import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';

export type EmailFormat = 'html' | 'text';

/** Which part of an e-mail to show: HTML, or text. */
export function EmailFormatToggle({ value, onChange }: { value: EmailFormat; onChange: (format: EmailFormat) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup size="small" exclusive value={value} onChange={(_e, format: EmailFormat | null) => format && onChange(format)}>
      <ToggleButton value="html">HTML</ToggleButton>
      <ToggleButton value="text">{translate('shigoto.newsletters.preview.text')}</ToggleButton>
    </ToggleButtonGroup>
  );
}

/**
 * An e-mail's body as its reader sees it: the HTML part in a sandboxed frame (nothing in it runs,
 * no form submits, no link navigates the console), the text part as preformatted text.
 */
export function EmailBody({ format, body, title }: { format: EmailFormat; body: string; title: string }) {
  return format === 'html' ? (
    <Box
      component="iframe"
      title={title}
      sandbox=""
      srcDoc={body}
      sx={{ width: '100%', height: 520, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
    />
  ) : (
    <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 13, p: 2, bgcolor: 'action.hover', borderRadius: 1, m: 0 }}>
      {body}
    </Box>
  );
}
