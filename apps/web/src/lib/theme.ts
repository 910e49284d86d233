import { frFR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/** The application theme, with MUI's French texts (pagination, autocomplete, …). */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1565c0' },
      secondary: { main: '#00897b' },
      background: { default: '#f5f6f8' },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  },
  frFR,
);
