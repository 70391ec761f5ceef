import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { PageHeader } from '@/views/components/PageHeader';
import { PublicLayout } from '@/views/components/PublicLayout';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { helpLinks } from '@/views/helpLinks';

const LINKS = [
  { label: msg`Get the mobile app`, description: msg`FunPlans in the app store`, href: helpLinks.appStore },
  { label: msg`Support site`, description: msg`Answers to common questions`, href: helpLinks.support },
  { label: msg`Contact form`, description: msg`Write to us`, href: helpLinks.contact },
];

export default function HelpPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Help`);
  return (
    <PublicLayout>
      <PageHeader title={t`Help`} closeTo="/" />
      <List disablePadding>
        {LINKS.map(({ label, description, href }) => (
          <ListItem key={href} disableGutters>
            <ListItemText
              primary={<Link href={href} target="_blank" rel="noopener">{i18n._(label)}</Link>}
              secondary={i18n._(description)}
            />
          </ListItem>
        ))}
      </List>
    </PublicLayout>
  );
}
