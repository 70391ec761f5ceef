import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { PageHeader } from '@/views/components/PageHeader';
import { PublicLayout } from '@/views/components/PublicLayout';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { helpLinks } from '@/views/helpLinks';

const LINKS = [
  { label: 'Get the mobile app', description: 'FunPlans in the app store', href: helpLinks.appStore },
  { label: 'Support site', description: 'Answers to common questions', href: helpLinks.support },
  { label: 'Contact form', description: 'Write to us', href: helpLinks.contact },
];

export default function HelpPage() {
  useDocumentTitle('Help');
  return (
    <PublicLayout>
      <PageHeader title="Help" closeTo="/" />
      <List disablePadding>
        {LINKS.map(({ label, description, href }) => (
          <ListItem key={label} disableGutters>
            <ListItemText
              primary={<Link href={href} target="_blank" rel="noopener">{label}</Link>}
              secondary={description}
            />
          </ListItem>
        ))}
      </List>
    </PublicLayout>
  );
}
