import { IconButton, type IconButtonProps, Tooltip } from '@mui/material';

/** An icon button whose tooltip also names it for screen readers. */
export function TooltipIconButton<C extends React.ElementType = 'button'>({
  title,
  ...props
}: IconButtonProps<C, { component?: C }> & { title: string }) {
  return (
    <Tooltip title={title}>
      <IconButton aria-label={title} {...props} />
    </Tooltip>
  );
}
