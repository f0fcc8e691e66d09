import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
// Argon2id (the package's const enum value 2, which isolated modules cannot import)
// with OWASP's baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
export const MIN_PASSWORD_LENGTH = 8;
export function hashPassword(password) {
    return hash(password, OPTIONS);
}
export async function verifyPassword(passwordHash, password) {
    try {
        return await verify(passwordHash, password);
    }
    catch {
        return false;
    }
}
/** 18 random bytes as 24 URL-safe characters. */
export function generatePassword() {
    return randomBytes(18).toString('base64url');
}
//# sourceMappingURL=password-hasher.js.map