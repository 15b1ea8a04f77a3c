import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The token signing secret: JWT_SECRET when set (every server behind a load balancer needs the
 * same one), otherwise a random one generated on first start and kept in the data directory so
 * tokens survive a restart.
 */
export function loadJwtSecret(envSecret: string | undefined, dataDir: string | undefined): Buffer {
  if (envSecret) {
    if (envSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return Buffer.from(envSecret, 'utf8');
  }
  if (!dataDir) return crypto.randomBytes(32);
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
}
