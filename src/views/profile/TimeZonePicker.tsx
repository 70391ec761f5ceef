import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { utcOffsetLabel, zoneCity } from '@/domain/timeZones';

interface ZoneChoice {
  zone: string;
  /** 'Berlin (Europe/Berlin, UTC+01:00)': the city people know first; every part of it can be searched for. */
  label: string;
}

/** Every zone the browser knows, with its offset today; a stored zone it does not list stays choosable, so saving never changes it unasked. */
function zoneChoices(current: string): ZoneChoice[] {
  const now = Date.now();
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes(current) ? zones : [current, ...zones])
    .map((zone) => ({ zone, label: `${zoneCity(zone)} (${zone}, ${utcOffsetLabel(zone, now)})` }));
}

interface TimeZonePickerProps {
  value: string;
  disabled: boolean;
  onChange: (zone: string) => void;
}

/** The user's time zone, searched by city, IANA name or offset. */
export function TimeZonePicker({ value, disabled, onChange }: TimeZonePickerProps) {
  const [choices] = useState(() => zoneChoices(value));
  return (
    <Autocomplete
      options={choices}
      value={choices.find((choice) => choice.zone === value) ?? choices[0]!}
      isOptionEqualToValue={(option, chosen) => option.zone === chosen.zone}
      disableClearable
      autoHighlight
      disabled={disabled}
      onChange={(_, choice) => onChange(choice.zone)}
      renderInput={(params) => (
        <TextField {...params} label="Time zone" helperText="Your day parts, today and reminders follow it; open plans keep the zone they were proposed in" />
      )}
    />
  );
}
