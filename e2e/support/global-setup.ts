import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: RunningServer | undefined;

/** One server for the browser tests; each spec signs in as the demo account it needs. */
export async function setup(project: TestProject): Promise<void> {
  if (!existsSync('apps/server/dist/server.js') || !existsSync('apps/web/dist/index.html')) {
    throw new Error('Construisez d’abord le produit : npm run build');
  }
  server = await startServer();
  project.provide('baseURL', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
