import { ListItem, ListItemButton, ListItemText } from '@mui/material';
import { NavLink } from 'react-router';

interface NavLinkListItemProps {
  to: string;
  primary: string;
  secondary?: string;
}

/** An item of a navigation list, highlighted while its page is open. */
export function NavLinkListItem({ to, primary, secondary }: NavLinkListItemProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={to} sx={{ borderRadius: 1, '&.active': { bgcolor: 'action.selected' } }}>
        <ListItemText primary={primary} secondary={secondary} />
      </ListItemButton>
    </ListItem>
  );
}
