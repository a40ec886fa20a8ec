import { startDevServer } from './dev-server';

/**
 * The front door process that `npm start` runs under `node --watch`, so API edits restart it. It
 * serves the production build in web/dist (`npm start` builds it first when the sources changed), or
 * Vite's development server with hot reload under `npm run dev` (ASSETBOOK_WEB=vite).
 */
const port = Number(process.env.PORT ?? 3000);
const web = process.env.ASSETBOOK_WEB === 'vite' ? 'vite' : 'dist';
const server = await startDevServer({ port, web, pollQueues: true });
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
