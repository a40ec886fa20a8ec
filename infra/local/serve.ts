import { startDevServer } from './dev-server';

/** The dev server process that `npm start` runs under `tsx watch`, so API edits restart it. */
const port = Number(process.env.PORT ?? 3000);
const server = await startDevServer({ port, web: 'vite', pollQueues: true });
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
