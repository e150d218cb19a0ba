import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** BeerScout's amber and brown (the site's Tailwind amber-600/700 and amber-950). */
export const BRAND = { amber: '#d97706', amberDark: '#b45309', brown: '#451a03', cream: '#fffbeb' };

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: BRAND.amberDark, contrastText: '#ffffff' },
    secondary: { main: BRAND.brown, contrastText: BRAND.cream },
    background: { default: '#fdf8ee' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  components: {
    ...defaultTheme.components,
    MuiAppBar: { styleOverrides: { root: { backgroundColor: BRAND.brown, color: BRAND.cream } } },
  },
};
