#!/usr/bin/env node
/**
 * Prints the `teacherPinHash` entry for the machine-wide config.json: the teacher PIN's salted scrypt
 * hash, as the game keeps it. Only the hash goes into the file; the PIN itself is not kept anywhere.
 *
 *   node scripts/pin-hash.mjs            (asks for the PIN; it is typed twice)
 *   echo 2468 | node scripts/pin-hash.mjs
 *
 * The cost and sizes must be those of core/teacher/teacherPinFile.ts (a test checks they agree).
 */
import { randomBytes, scrypt } from 'node:crypto';
import { createInterface } from 'node:readline/promises';

const COST = { N: 32_768, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/** The hash object of `pin`, as config.json's `teacherPinHash` holds it. */
export async function pinHash(pin) {
  if (!/^[0-9]{4,8}$/.test(pin)) throw new Error('A PIN is 4 to 8 digits (0-9).');
  const salt = randomBytes(SALT_BYTES);
  const key = await new Promise((resolve, reject) =>
    scrypt(pin, salt, KEY_BYTES, { ...COST, maxmem: 256 * COST.N * COST.r }, (error, derived) =>
      error ? reject(error) : resolve(derived),
    ),
  );
  return { algorithm: 'scrypt', ...COST, salt: salt.toString('base64'), key: key.toString('base64') };
}

async function readPin() {
  const lines = createInterface({
    input: process.stdin,
    output: process.stdin.isTTY ? process.stderr : undefined,
  });
  const pin = (await lines.question('Teacher PIN (4 to 8 digits): ')).trim();
  if (process.stdin.isTTY) {
    const again = (await lines.question('The same PIN again: ')).trim();
    if (again !== pin) throw new Error('The two PINs differ.');
  }
  lines.close();
  return pin;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('pin-hash.mjs')) {
  try {
    const hash = await pinHash(await readPin());
    process.stdout.write(`"teacherPinHash": ${JSON.stringify(hash, null, 2)}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
