import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's minimum for argon2id: 19 MiB of memory, 2 passes, one lane. */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

const commonPasswords = new Set(dictionary['passwords-common'] as string[]);

export const isCommonPassword = (password: string) => commonPasswords.has(password.toLowerCase());

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password);

/** Spent on unknown emails too, so timing does not tell which emails have accounts. */
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string) => {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verify(await dummyHash, password);
};
