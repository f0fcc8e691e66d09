export interface ReplicaStatus {
  /** False after a failed check or a lost connection, until a check succeeds again. */
  up: boolean;
  /** The data version the replica had replayed at its last check. */
  dataVersion: number;
}

/**
 * Index of the replica a public read goes to, or null for the primary: one that is up and has
 * replayed at least `primaryVersion`, so it shows every admin action this instance knows of.
 * Candidates are tried from `turn` on, so successive reads take turns among the fresh ones.
 */
export function chooseReplica(replicas: readonly ReplicaStatus[], primaryVersion: number, turn: number): number | null {
  for (let step = 0; step < replicas.length; step++) {
    const index = (turn + step) % replicas.length;
    const { up, dataVersion } = replicas[index];
    if (up && dataVersion >= primaryVersion) return index;
  }
  return null;
}
