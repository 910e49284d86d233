import { frFR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/** The application theme, with MUI's French texts (pagination, autocomplete, …). */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1565c0' },
      secondary: { main: '#00897b' },
      // MUI's default info blue (#0288d1) gives white text 3.9:1, under WCAG AA's 4.5:1 (axe):
      // light blue 800 reaches 4.8:1 for the 'En attente' and 'A venir' chips.
      info: { main: '#0277bd' },
      background: { default: '#f5f6f8' },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        // Issue 25: a finger needs 44 px; on a phone every button is at least that tall.
        styleOverrides: {
          root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { minHeight: 44 } }),
        },
      },
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
