import { loadEnv } from './config/env';
import { connect } from './db/client';
import { migrate, sousVerrouDeDemarrage } from './db/migrate';
import { isEmpty, seedDemo } from './db/seed/demo';
import { seedLarge } from './db/seed/large';
import { lienDeCreation, nouveauLienPremierAdministrateur } from './modules/auth/premier-administrateur.service';

const COMMANDES = 'Commandes : migrate | seed [--large] | premier-administrateur';

/** `migrate` | `seed [--large]` | `premier-administrateur`: chores outside the server process. */
async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const env = loadEnv();
  const database = await connect(env);
  try {
    await migrate(database);
    if (command === 'migrate') return;
    if (command === 'premier-administrateur') {
      const jeton = await nouveauLienPremierAdministrateur(database.db);
      console.log(`Lien de création du premier administrateur (24 h, usage unique) : ${lienDeCreation(env, jeton)}`);
      return;
    }
    if (command !== 'seed') throw new Error(COMMANDES);
    const started = Date.now();
    // Under the start-up lock: a server starting meanwhile would load the demo data too.
    await sousVerrouDeDemarrage(database, async () => {
      if (!(await isEmpty(database.db)))
        throw new Error(
          'La base contient déjà des données : le jeu de démonstration ne se charge que dans une base vide',
        );
      if (args.includes('--large')) await seedLarge(database.db, (m) => console.log(m));
      else await seedDemo(database.db);
    });
    console.log(`Données chargées en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
