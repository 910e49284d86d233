import type { Env } from '../config/env';
import type { Database } from './client';
import { migrate, sousVerrouDeDemarrage } from './migrate';
import { isEmpty, seedDemo } from './seed/demo';

/**
 * The database as a server needs it: migrated, and with the demo data when asked for and empty.
 * Two servers started together on one empty database both looked empty, both loaded the data,
 * and one stopped on a duplicate key. The look and the load now hold the migrations' lock: the
 * second waits, then finds the data.
 */
export async function preparerBase(
  database: Database,
  env: Pick<Env, 'SEED'>,
  journal: (message: string) => void,
): Promise<void> {
  await migrate(database);
  if (env.SEED !== 'demo') return;
  await sousVerrouDeDemarrage(database, async () => {
    if (!(await isEmpty(database.db))) return;
    journal('empty database: loading the demo data');
    await seedDemo(database.db);
  });
}
