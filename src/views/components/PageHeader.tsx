import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { CloseIcon } from '@/views/icons';

interface PageHeaderProps {
  title: string;
  /** Where the close button leads; no button without it. */
  closeTo?: string;
  /** Shown as error alerts; empty entries are skipped. */
  errors?: ReadonlyArray<string | null | undefined>;
  /** 2 where the header titles a part of a page rather than the page. */
  headingLevel?: 1 | 2;
}

export function PageHeader({ title, closeTo, errors = [], headingLevel = 1 }: PageHeaderProps) {
  const { t } = useLingui();
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 48 }}>
        <Typography variant="h5" component={`h${headingLevel}`} sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {closeTo && (
          <IconButton component={RouterLink} to={closeTo} aria-label={t`Close`} edge="end">
            <CloseIcon />
          </IconButton>
        )}
      </Stack>
      {errors.filter(Boolean).map((error) => (
        <Alert key={error} severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ))}
    </Box>
  );
}
