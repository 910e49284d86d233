import { Suspense } from 'react';
import { lazyNamed } from '../routes/lazy-named';

const AdministrationMenu = lazyNamed(
  () => import('../../features/administration/components/administration-menu'),
  'AdministrationMenu',
);

/**
 * The global administrator's menu and its dialogs (date pickers, autocomplete) load only for the
 * header that shows it: every other user's shell, and Mon planning's first load, do without
 * (issue 24, decision 100).
 */
export function MenuAdministrationALaDemande() {
  return (
    <Suspense fallback={null}>
      <AdministrationMenu />
    </Suspense>
  );
}
