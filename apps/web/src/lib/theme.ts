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
      // Issue 10: on a phone every dialog takes the whole screen, its actions reachable at the
      // bottom; wrappers give their width from `sm` up only (`largeurDialogue`).
      MuiDialog: {
        styleOverrides: {
          paper: ({ theme }) => ({
            [theme.breakpoints.down('sm')]: {
              margin: 0,
              width: '100%',
              maxWidth: '100%',
              height: '100%',
              maxHeight: 'none',
              borderRadius: 0,
            },
          }),
        },
      },
    },
  },
  frFR,
);
