import LockIcon from '@mui/icons-material/Lock';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  AlertTitle,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  InputAdornment,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useLogin, useTranslate } from 'react-admin';

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;

/** Maps a failed login to its text: wrong credentials, too many attempts, or no server at all. */
export function loginErrorKey(error: unknown): string {
  const status = statusOf(error);
  if (status === 429) return 'app.login.too_many';
  if (status === 0) return 'app.login.unreachable';
  if (status >= 500) return 'app.login.unreachable';
  return 'app.login.invalid';
}

/** docs/screens.md §2 "Admin login page (/admin/login, Turkish)": both fields required, button disabled until filled. */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const filled = username.trim() !== '' && password !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled || busy) return;
    setBusy(true);
    setErrorKey(null);
    try {
      await login({ username: username.trim(), password });
    } catch (error) {
      setErrorKey(loginErrorKey(error));
      setBusy(false);
    }
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, p: 4 }}>
          <Box sx={{ textAlign: 'center' }}>
            <Avatar sx={{ bgcolor: 'primary.main', mx: 'auto', mb: 1 }}>
              <LockIcon />
            </Avatar>
            <Typography variant="h5" component="h1">
              {translate('app.login.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.login.subtitle')}
            </Typography>
          </Box>
          {errorKey ? (
            <Alert severity="error" role="alert">
              <AlertTitle>{translate('app.login.error_title')}</AlertTitle>
              {translate(errorKey)}
            </Alert>
          ) : null}
          <TextField
            label={translate('ra.auth.username')}
            name="username"
            autoComplete="username"
            autoFocus
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            disabled={busy}
          />
          <TextField
            label={translate('ra.auth.password')}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={busy}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={translate(showPassword ? 'app.login.hide_password' : 'app.login.show_password')}
                      onClick={() => setShowPassword((shown) => !shown)}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!filled || busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null}
          >
            {translate(busy ? 'app.login.submitting' : 'ra.auth.sign_in')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
