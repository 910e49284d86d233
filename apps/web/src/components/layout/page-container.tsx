import { Container } from '@mui/material';
import type { ReactNode } from 'react';

export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Container component="main" maxWidth="xl" sx={{ py: 3 }}>
      {children}
    </Container>
  );
}
