import { LinearProgress } from '@mui/material';

/** A bar relative to the largest value on the page (docs/screens.md §2 list cards). */
export function CountBar({ value, max, label }: { value: number; max: number; label: string }) {
  const width = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  return (
    <LinearProgress
      variant="determinate"
      value={width}
      aria-label={label}
      sx={{ height: 6, borderRadius: 3, bgcolor: '#eef2ff', '& .MuiLinearProgress-bar': { borderRadius: 3 } }}
    />
  );
}
