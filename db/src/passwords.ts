import argon2 from 'argon2';

// OWASP password storage cheat sheet: argon2id, m=19 MiB, t=2, p=1.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** A fixed hash verified when the account does not exist, so timing does not reveal which e-mails exist. */
const DUMMY_HASH = argon2.hash('not-a-real-password', OPTIONS);

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  try {
    if (!hash) {
      await argon2.verify(await DUMMY_HASH, password);
      return false;
    }
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
