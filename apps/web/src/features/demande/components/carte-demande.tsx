import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A card of the request's detail, a section named by its heading (`${id}-titre`). */
export function CarteDemande({ id, titre, children }: { id: string; titre: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-titre`}>
      <CardContent>
        <Typography id={`${id}-titre`} variant="h6" component="h3">
          {titre}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
