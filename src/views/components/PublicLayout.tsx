import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@/domain/constants';
import { LanguageMenu } from '@/views/components/LanguageMenu';
import { brandWash } from '@/views/theme';

/** The frame of the pages anyone may open: the brand on top, the page on a card, the language menu below. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Box sx={{ minHeight: '100dvh', background: brandWash }}>
      <Container component="main" maxWidth="xs" sx={{ py: { xs: 3, sm: 6 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, mb: 3 }}>
          <Box
            component="img"
            src="/icons/icon.svg"
            alt={t`${PRODUCT_NAME} logo`}
            sx={{ width: 44, height: 44, borderRadius: 2, boxShadow: 1 }}
          />
          <Typography variant="h4" component="p" sx={{ fontWeight: 800, letterSpacing: -0.5 }}>
            {PRODUCT_NAME}
          </Typography>
        </Box>
        <Paper elevation={0} sx={{ p: { xs: 2.5, sm: 4 }, boxShadow: '0 8px 30px rgba(18, 41, 58, 0.12)' }}>
          {children}
        </Paper>
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <LanguageMenu />
        </Box>
      </Container>
    </Box>
  );
}
