// The public site's components: plain elements styled by the static stylesheet ui.css.
export { Alert } from './alert';
export { Button, IconButton } from './button';
export { Chip } from './chip';
export { cx } from './cx';
export { Dialog } from './dialog';
export { ProgressBar, Skeleton, Spinner } from './feedback';
export { Container, Divider, Grid, spacing, Stack } from './layout';
export { Link } from './link';
export { Card, CardContent, CardLink, Paper } from './surfaces';
export { CheckboxField, TextField } from './text-field';
export { Typography } from './typography';
