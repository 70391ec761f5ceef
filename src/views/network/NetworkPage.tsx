import { Link as RouterLink } from 'react-router-dom';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useIsDesktop } from '@/views/hooks/useIsDesktop';
import { FloatingAction } from '@/views/components/FloatingAction';
import { AddIcon } from '@/views/network/networkIcons';
import { NetworkList } from '@/views/network/NetworkList';
import { NetworkSplit } from '@/views/network/NetworkSplit';

/** /network: the people; on a desktop beside the pane where a person's page opens. */
export default function NetworkPage() {
  useDocumentTitle('Network');
  const desktop = useIsDesktop();
  return (
    <>
      {desktop ? (
        <NetworkSplit>
          <Paper variant="outlined" sx={{ mt: 8, py: 8, px: 2, textAlign: 'center' }}>
            <Typography color="text.secondary">Select a person</Typography>
          </Paper>
        </NetworkSplit>
      ) : <NetworkList />}
      <FloatingAction>
        <Fab color="primary" aria-label="Add person" component={RouterLink} to="/network/add">
          <AddIcon />
        </Fab>
      </FloatingAction>
    </>
  );
}
