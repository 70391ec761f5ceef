import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ProposedPlan } from '@/domain/contract/proposedPlans';
import { dateLabel } from '@/domain/dateLabels';
import { LIST } from '@/machines/detailMachine';
import { inboxMachine } from '@/machines/inboxMachine';
import { PageHeader } from '@/views/components/PageHeader';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useUserToday } from '@/views/hooks/useUserToday';
import { NotificationList } from '@/views/plans/NotificationList';
import { PlanStatusIcon } from '@/views/plans/planIcons';
import { useLoaded } from '@/views/hooks/useLoaded';

/** Own plans open the owner's view; incoming ones the response page (SPEC.md section 2). */
const planPath = (plan: ProposedPlan) => (plan.isOwner ? `/proposedplans/${plan.proposedPlanId}` : `/plan/${plan.shareCode}`);

export default function InboxPage() {
  useDocumentTitle('Inbox');
  const { detail: plans, errorMessage, reload } = useLoaded(inboxMachine, LIST);
  const today = useUserToday();
  return (
    <>
      <PageHeader title="Inbox" closeTo="/" />
      <NotificationList />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>Plans</Typography>
      {errorMessage && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={reload}>Try again</Button>}>{errorMessage}</Alert>
      )}
      {!plans && !errorMessage && <Skeleton variant="rounded" height={160} aria-label="Loading plans" />}
      {plans?.length === 0 && (
        <Typography color="text.secondary">No plans yet. Propose one from a person&apos;s page.</Typography>
      )}
      {plans && plans.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding aria-label="Plans">
            {plans.map((plan, index) => (
              <ListItem key={plan.proposedPlanId} disablePadding divider={index < plans.length - 1}>
                <ListItemButton component={RouterLink} to={planPath(plan)}>
                  <ListItemIcon sx={{ minWidth: 40 }}><PlanStatusIcon status={plan.status} /></ListItemIcon>
                  <ListItemText
                    primary={plan.proposedPlanTitle}
                    secondary={`${plan.isOwner ? `You, with ${plan.personName ?? 'someone'}` : `From ${plan.byUserFirstname}`} · ${dateLabel(plan.created_at.slice(0, 10), today)}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
