import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The local stack's own folder holds secrets (the JWT secret, env.json with it): the folder is
 * opened to its owner only, and so is every file directly in it, including files an older run
 * wrote with the default permissions (a write's `mode` applies only when it creates the file).
 * The emulators' data folders inside keep their own modes; the folder's 0700 already closes them.
 */
export function ownerOnlyFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isFile()) chmodSync(path.join(folder, entry.name), 0o600);
  }
}
