import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

interface SearchFieldProps {
  /** The words searched for, filling the box. */
  q?: string;
  label: string;
  placeholder: string;
  button: string;
}

/** The keyword box and its button, inside a GET form that sends `q`. */
export function SearchField({ q, label, placeholder, button }: SearchFieldProps) {
  return (
    <Box role="search" sx={{ display: 'flex', gap: 1, maxWidth: 640, width: '100%' }}>
      <TextField
        name="q"
        type="search"
        defaultValue={q ?? ''}
        placeholder={placeholder}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { 'aria-label': label, maxLength: 200 } }}
        sx={{ bgcolor: 'background.paper' }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
        {button}
      </Button>
    </Box>
  );
}
