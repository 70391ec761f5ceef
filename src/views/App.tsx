import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/system/ThemeProvider';
import { i18n } from '@/views/locale';
import { theme } from '@/views/theme';

/**
 * The app's language and look around its router: the browser's in production, a memory router in tests.
 *
 * The theme has no CSS variables and no colour schemes, for which Material UI's own ThemeProvider
 * renders exactly this provider; importing that one would also bring its CSS-variables provider
 * (about 3 kB gzipped of every first paint). A theme with `cssVariables` or `colorSchemes` needs
 * `ThemeProvider` from '@mui/material/styles' again.
 */
export function App({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </I18nProvider>
  );
}
