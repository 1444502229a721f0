import { Box, Typography } from '@mui/material';
import { Login, LoginClasses, LoginForm, useTranslate } from 'react-admin';

/**
 * react-admin's login, branded so staff can tell the console from the public site's sign-in. The
 * page is its main landmark, so assistive technology can jump to the form.
 */
export function LoginPage() {
  const translate = useTranslate();
  return (
    <Box component="main">
      <Login
        avatarIcon={<span lang="ja">仕</span>}
        sx={{
          background: ({ palette }) => `radial-gradient(circle at 50% 14em, ${palette.secondary.light} 0%, ${palette.secondary.main} 60%)`,
          [`& .${LoginClasses.icon}`]: { bgcolor: 'primary.main', fontWeight: 700 },
        }}
      >
        <Typography variant="h6" component="h1" align="center" sx={{ mt: -1 }}>
          {translate('shigoto.title')}
        </Typography>
        <LoginForm />
      </Login>
    </Box>
  );
}
