import { Avatar, type SxProps, type Theme } from '@mui/material';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useAvatar } from '../api/lire-avatar';

interface UserAvatarProps {
  utilisateurId: number;
  /** Initials shown while the image loads or if it cannot be fetched. */
  initiales: string;
  size?: number;
  sx?: SxProps<Theme>;
}

/** The user's avatar image (the server sends a default by civility when none was uploaded). */
export function UserAvatar({ utilisateurId, initiales, size = 40, sx }: UserAvatarProps) {
  const avatar = useAvatar(utilisateurId);
  const url = useObjectUrl(avatar.data);
  return (
    <Avatar
      src={url}
      alt=""
      // The initials show while the image loads: MUI's default grey under them is 1.6:1 (axe).
      sx={[
        { width: size, height: size, fontSize: size / 2.5, bgcolor: 'grey.700', color: 'common.white' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initiales}
    </Avatar>
  );
}
