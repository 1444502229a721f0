import { Box, Card, CardContent, Typography } from '@mui/material';
import { Form, HttpError, PasswordInput, SaveButton, required, useLocation, useNotify, useTranslate, type Validator } from 'react-admin';
import { acceptInvitation } from '../session';

interface AcceptForm {
  password: string;
  password_again: string;
}

const minLength8: Validator = (value: string) => (value && value.length < 8 ? 'shigoto.people.accept.too_short' : undefined);
const sameAsPassword: Validator = (value: string, values: AcceptForm) => (value !== values.password ? 'shigoto.people.accept.mismatch' : undefined);

/**
 * The page an invitation e-mail links to (outside the console's layout: the invited person is not
 * signed in yet). Choosing a password accepts the invitation and signs them in.
 */
export function AcceptInvitePage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const notify = useNotify();
  const translate = useTranslate();

  async function accept({ password }: AcceptForm) {
    try {
      await acceptInvitation(token, password);
      // A fresh load of the console: it checked at start-up that nobody was signed in.
      window.location.replace(import.meta.env.BASE_URL);
    } catch (error) {
      const fields = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      // A used or expired link says so; a refused password shows its reason.
      if (fields?.token) notify('shigoto.people.accept.invalid', { type: 'error' });
      else return fields?.password ? { password: fields.password } : notify((error as Error).message, { type: 'error' });
    }
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'flex-start', justifyContent: 'center', bgcolor: 'secondary.main', p: 2 }}>
      <Card sx={{ mt: { xs: 4, sm: 12 }, width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('shigoto.people.accept.title')}
          </Typography>
          {token ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('shigoto.people.accept.intro')}
              </Typography>
              <Form onSubmit={(values: Record<string, unknown>) => accept(values as unknown as AcceptForm)}>
                <PasswordInput source="password" label="shigoto.people.accept.password" validate={[required(), minLength8]} fullWidth autoComplete="new-password" />
                <PasswordInput source="password_again" label="shigoto.people.accept.password_again" validate={[required(), sameAsPassword]} fullWidth autoComplete="new-password" />
                <SaveButton label="shigoto.people.accept.submit" icon={<span />} fullWidth sx={{ mt: 1 }} />
              </Form>
            </>
          ) : (
            <Typography>{translate('shigoto.people.accept.invalid')}</Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
