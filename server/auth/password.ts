import bcrypt from 'bcrypt';

/** "Password hash cost (salt rounds): 10." */
const PASSWORD_HASH_COST = 10;

/** bcrypt, cost 10 (spec §9): `$2b$` hashes of 60 characters, as the old product stored them. */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, PASSWORD_HASH_COST);
}

// A real hash of a random password: comparing against it costs what a real check costs, so an
// unknown e-mail answers no faster than a wrong password. Hashed on the thread pool from the
// moment this is loaded, not on the main thread: a hashSync here held the start for the time of a
// hash (decision 050); the server listens after it is done.
const DUMMY_HASH = bcrypt.hash(`dummy-${Math.random()}`, PASSWORD_HASH_COST);
// Should it ever fail, the check that awaits it fails, not the process.
DUMMY_HASH.catch(() => undefined);

/** Checks a password against a stored hash; with no hash (no such user) it still spends the time. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  // NOTE: bcrypt reads only the first 72 bytes; the password rules refuse longer new passwords.
  if (!hash) {
    await bcrypt.compare(password, await DUMMY_HASH);
    return false;
  }
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    // A malformed stored hash is a failed check, not a crash.
    return false;
  }
}
