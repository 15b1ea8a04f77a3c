import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  seedDemo: boolean;
  corsOrigins: string[];
  staticDir: string;
  logLevel: string;
  /**
   * Whom to believe about the client's address: a number of proxies in front of the server (the
   * last that many X-Forwarded-For entries were written by them), their addresses, or `true` for
   * every entry, which a client can write itself.
   */
  trustProxy: boolean | number | string;
}

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Settings from the environment and the command line. Relative paths are taken from the
 * directory `npm start` was run in (npm runs the workspace script in server/).
 */
export function readConfig(env = process.env, argv = process.argv.slice(2)): Config {
  const from = env.INIT_CWD ?? process.cwd();
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR ? path.resolve(from, env.DATA_DIR) : path.join(REPO_ROOT, '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    seedDemo: !noDemo(env, argv),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    staticDir: env.STATIC_DIR
      ? path.resolve(from, env.STATIC_DIR)
      : path.join(REPO_ROOT, 'demo-host', 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}

/** TRUST_PROXY: `true`, a number of proxies (`1` behind one), or their comma-separated addresses. */
function trustProxy(value: string | undefined): boolean | number | string {
  if (!value) return false;
  if (value === 'true') return true;
  // A hop count, not an address: `1` must not be read as the IPv4 address 0.0.0.1.
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function noDemo(env: NodeJS.ProcessEnv, argv: string[]): boolean {
  if (argv.includes('--no-demo')) return true;
  if (['false', '0', 'no'].includes((env.SEED_DEMO ?? '').toLowerCase())) return true;
  // `npm start --no-demo` (without `--`) is a flag of npm's own, which npm hands on as
  // npm_config_demo set to an empty string.
  return env.npm_config_demo === '' || env.npm_config_demo === 'false';
}
