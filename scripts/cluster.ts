/**
 * `npm run cluster [-- --servers 3]`: several servers of the built app on DATABASE_URL with nginx
 * in front on PORT (default 8080), round-robin; Ctrl-C or SIGTERM stops all of it.
 */
import { parseArgs } from 'node:util';
import { configFromEnv } from '@/server/config';
import { ClusterError, startCluster } from './cluster/cluster';

const { values } = parseArgs({ options: { servers: { type: 'string', default: '3' } } });

try {
  const config = configFromEnv();
  const cluster = await startCluster({
    servers: Number(values.servers),
    port: config.port,
    browserApp: config.staticDir,
    databaseUrl: process.env.DATABASE_URL,
    keysDir: config.dataDir,
    onOutput: (line) => console.log(line),
  });
  const servers = cluster.servers.map((server) => `127.0.0.1:${server.port}`).join(', ');
  console.log(`nginx's configuration and logs: ${cluster.folder}`);
  console.log(`FunPlans cluster is running at ${cluster.url} (nginx in front of ${servers}); Ctrl-C stops it`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster ...');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  console.error(error instanceof ClusterError ? error.message : error);
  process.exit(1);
}
