import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, OutlinedInput } from '@mui/material';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

export function SearchField({ value, onChange, placeholder }: SearchFieldProps) {
  return (
    <OutlinedInput
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      fullWidth
      size="small"
      sx={{ bgcolor: 'background.paper' }}
      inputProps={{ 'aria-label': placeholder.replace(/\.+$/, '') }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon color="action" />
        </InputAdornment>
      }
    />
  );
}
