import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { Logo } from './Logo';

/** react-admin's bar with the BeerScout mug and name; the page title sits beside them. */
export function AppBar() {
  return (
    <RaAppBar color="secondary">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }}>
        <Logo size={28} />
        <Typography
          component="span"
          sx={{ fontWeight: 800, display: { xs: 'none', sm: 'inline' } }}
        >
          BeerScout Admin
        </Typography>
      </Box>
      <TitlePortal />
    </RaAppBar>
  );
}
