import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { PageTitle } from '../../components/layout/page-title';

/** A screen: its title, its content, then the child route (master/detail screens). */
export function SectionPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <PageContainer>
      <PageTitle title={title} actions={actions} />
      {children}
      <Outlet />
    </PageContainer>
  );
}

/** A child screen shown inside its parent: its title, then its own child route. */
export function SubSection({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Outlet />
    </>
  );
}
