import { useState } from 'react';
import SpeedDial, { speedDialClasses } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import type { ActionsDialProps } from '@/views/components/ActionsDial';
import { MoreVertIcon } from '@/views/icons';

/**
 * A page's actions in a speed dial at the top right. It opens and closes on a tap (or Escape, or
 * leaving it), not on hovering, as on a phone; every action is named for screen readers, not only
 * by its visible tooltip. Closed, its actions are hidden from screen readers too (MUI only fades
 * them out), once they have faded. Loaded after the page's first paint (ActionsDial).
 */
export default function ActionsSpeedDial({ label, actions }: ActionsDialProps) {
  const [open, setOpen] = useState(false);
  return (
    <SpeedDial
      ariaLabel={label}
      direction="down"
      open={open}
      onOpen={(_, reason) => reason === 'toggle' && setOpen(true)}
      onClose={(_, reason) => reason !== 'mouseLeave' && setOpen(false)}
      icon={<MoreVertIcon />}
      FabProps={{ size: 'small', color: 'inherit', sx: { bgcolor: 'background.paper', boxShadow: 1 } }}
      sx={{
        position: 'absolute', top: 8, right: 8,
        [`& .${speedDialClasses.actionsClosed}`]: { visibility: 'hidden', transition: 'top 0s linear 0.2s, visibility 0s linear 0.2s' },
      }}
    >
      {actions.map((action) => (
        <SpeedDialAction
          key={action.name}
          icon={action.icon}
          onClick={() => {
            setOpen(false);
            action.onClick();
          }}
          slotProps={{
            tooltip: { title: action.name, open: true },
            staticTooltipLabel: { sx: { whiteSpace: 'nowrap' } },
            fab: { disabled: action.disabled, 'aria-label': action.name },
          }}
        />
      ))}
    </SpeedDial>
  );
}
