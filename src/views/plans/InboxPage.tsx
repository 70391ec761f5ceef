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
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProposedPlan } from '@/domain/contract/proposedPlans';
import { dateLabel } from '@/domain/dateLabels';
import { LIST } from '@/machines/detailMachine';
import { inboxMachine } from '@/machines/inboxMachine';
import { PageHeader } from '@/views/components/PageHeader';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useText } from '@/views/hooks/useText';
import { useUserToday } from '@/views/hooks/useUserToday';
import { NotificationList } from '@/views/plans/NotificationList';
import { PlanStatusIcon } from '@/views/plans/planIcons';
import { useLoaded } from '@/views/hooks/useLoaded';

/** Own plans open the owner's view; incoming ones the response page (SPEC.md section 2). */
const planPath = (plan: ProposedPlan) => (plan.isOwner ? `/proposedplans/${plan.proposedPlanId}` : `/plan/${plan.shareCode}`);

export default function InboxPage() {
  const { t, i18n } = useLingui();
  const text = useText();
  useDocumentTitle(t`Inbox`);
  const { detail: plans, errorMessage, reload } = useLoaded(inboxMachine, LIST);
  const today = useUserToday();
  const whoOf = ({ isOwner, personName: person, byUserFirstname: owner }: ProposedPlan) => {
    if (!isOwner) return t`From ${owner}`;
    return person ? t`You, with ${person}` : t`You, with someone`;
  };
  return (
    <>
      <PageHeader title={t`Inbox`} closeTo="/" />
      <NotificationList />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}><Trans>Plans</Trans></Typography>
      {errorMessage && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={reload}><Trans>Try again</Trans></Button>}>{text(errorMessage)}</Alert>
      )}
      {!plans && !errorMessage && <Skeleton variant="rounded" height={160} aria-label={t`Loading plans`} />}
      {plans?.length === 0 && (
        <Typography color="text.secondary"><Trans>No plans yet. Propose one from a person&apos;s page.</Trans></Typography>
      )}
      {plans && plans.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding aria-label={t`Plans`}>
            {plans.map((plan, index) => (
              <ListItem key={plan.proposedPlanId} disablePadding divider={index < plans.length - 1}>
                <ListItemButton component={RouterLink} to={planPath(plan)}>
                  <ListItemIcon sx={{ minWidth: 40 }}><PlanStatusIcon status={plan.status} /></ListItemIcon>
                  <ListItemText
                    primary={plan.proposedPlanTitle}
                    secondary={`${whoOf(plan)} · ${dateLabel(plan.created_at.slice(0, 10), today, i18n.locale)}`}
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
