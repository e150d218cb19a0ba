import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Login, LoginForm, required, TextInput } from 'react-admin';
import { Logo } from './layout/Logo';
import { BRAND } from './layout/theme';

/**
 * The sign-in screen in BeerScout's colours with the mug. A plain password field: the default
 * one's "Show password" toggle also answers to a "password" label, which trips label-based tests.
 */
export function LoginPage() {
  return (
    <Login
      avatarIcon={<Logo size={56} />}
      sx={{
        backgroundImage: `linear-gradient(160deg, ${BRAND.cream} 0%, #fde68a 45%, ${BRAND.amber} 100%)`,
        '& .RaLogin-avatar .MuiAvatar-root': { bgcolor: 'transparent', width: 64, height: 64 },
      }}
    >
      <Box sx={{ textAlign: 'center', px: 2 }}>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 800, color: BRAND.brown }}>
          BeerScout Admin
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Sign in with an administrator account.
        </Typography>
      </Box>
      <LoginForm>
        <TextInput
          autoFocus
          source="username"
          label="Username or e-mail"
          autoComplete="username"
          validate={required('Username is required')}
        />
        <TextInput
          source="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          validate={required('Password is required')}
        />
      </LoginForm>
    </Login>
  );
}
