import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, LOCALE_NAMES, type Locale } from '@/domain/locales';
import { rememberLocale, switchLocale } from '@/views/locale';

/**
 * The language menu of the pages anyone may open: each language named in itself. The choice is
 * this browser's (a cookie), so the next visit, and the server's first HTML, start in it. A native
 * select: it is accessible as it is and costs the first paint next to nothing.
 */
export function LanguageMenu() {
  const { t, i18n } = useLingui();
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const locale = event.target.value as Locale;
    rememberLocale(locale);
    void switchLocale(locale);
  };
  return (
    <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.secondary', typography: 'body2' }}>
      {t`Language`}
      <Box
        component="select"
        value={i18n.locale}
        onChange={choose}
        sx={{
          font: 'inherit', color: 'text.primary', bgcolor: 'background.paper', border: 1, borderColor: 'divider',
          borderRadius: 1, px: 1, py: 0.5, cursor: 'pointer',
        }}
      >
        {LOCALES.map((locale) => <option key={locale} value={locale} lang={locale}>{LOCALE_NAMES[locale]}</option>)}
      </Box>
    </Box>
  );
}
