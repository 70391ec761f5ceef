import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { EventStatus } from '@/domain/constants';

/* A plan's status as SPEC.md section 4 draws it: hourglass, check, cross (24×24 grid). */

const HourglassIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M6 2h12v2h-1v3.2c0 1.4-.7 2.7-1.9 3.5L13.5 12l1.6 1.3c1.2.8 1.9 2.1 1.9 3.5V20h1v2H6v-2h1v-3.2c0-1.4.7-2.7 1.9-3.5L10.5 12 8.9 10.7C7.7 9.9 7 8.6 7 7.2V4H6zm3 2v3.2c0 .7.3 1.3.9 1.7L12 10.6l2.1-1.7c.6-.4.9-1 .9-1.7V4zm3 9.4-2.1 1.7c-.6.4-.9 1-.9 1.7V20h6v-3.2c0-.7-.3-1.3-.9-1.7z" />
  </SvgIcon>
);

const CheckIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
  </SvgIcon>
);

const CrossIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z" />
  </SvgIcon>
);

export const STATUS_LABELS: Record<EventStatus, MessageDescriptor> = {
  proposed: msg`Proposed`,
  confirmed: msg`Confirmed`,
  canceled: msg`Canceled`,
};

const ICONS = { proposed: HourglassIcon, confirmed: CheckIcon, canceled: CrossIcon } as const;
const COLORS = { proposed: 'warning', confirmed: 'success', canceled: 'error' } as const;

/** The status icon, named for screen readers unless the status is written beside it (`decorative`). */
export function PlanStatusIcon({ status, decorative = false }: { status: EventStatus; decorative?: boolean }) {
  const { i18n } = useLingui();
  const Icon = ICONS[status];
  return decorative ? <Icon color={COLORS[status]} aria-hidden /> : <Icon color={COLORS[status]} titleAccess={i18n._(STATUS_LABELS[status])} />;
}
