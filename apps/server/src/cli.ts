import { loadEnv } from './config/env';
import { connect } from './db/client';
import { migrate } from './db/migrate';
import { isEmpty, seedDemo } from './db/seed/demo';
import { seedLarge } from './db/seed/large';

/** `migrate` | `seed [--large]`: database chores outside the server process. */
async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const env = loadEnv();
  const database = await connect(env);
  try {
    await migrate(database);
    if (command === 'migrate') return;
    if (command !== 'seed') throw new Error('Commandes : migrate | seed [--large]');
    if (!(await isEmpty(database.db)))
      throw new Error(
        'La base contient déjà des données : le jeu de démonstration ne se charge que dans une base vide',
      );
    const started = Date.now();
    if (args.includes('--large')) await seedLarge(database.db, (m) => console.log(m));
    else await seedDemo(database.db);
    console.log(`Données chargées en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
