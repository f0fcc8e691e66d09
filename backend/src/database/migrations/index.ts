import { InitialSchema1763800000000 } from './1763800000000-initial-schema.js';

/** Every migration, in order. Listed explicitly: ES modules rule out glob loading. */
export const migrations = [InitialSchema1763800000000];
