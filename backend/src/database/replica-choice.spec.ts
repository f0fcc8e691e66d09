import { chooseReplica, type ReplicaStatus } from './replica-choice.js';

const fresh: ReplicaStatus = { up: true, dataVersion: 7 };
const lagging: ReplicaStatus = { up: true, dataVersion: 6 };
const down: ReplicaStatus = { up: false, dataVersion: 7 };

describe('chooseReplica', () => {
  it('sends the read to the primary when there is no replica', () => {
    expect(chooseReplica([], 7, 0)).toBeNull();
  });

  it('takes a replica that has replayed the primary’s version, or a later one', () => {
    expect(chooseReplica([fresh], 7, 0)).toBe(0);
    expect(chooseReplica([{ up: true, dataVersion: 8 }], 7, 0)).toBe(0);
  });

  it('falls back to the primary while the only replica lags behind the last admin action', () => {
    expect(chooseReplica([lagging], 7, 0)).toBeNull();
  });

  it('skips a replica that is down', () => {
    expect(chooseReplica([down], 7, 0)).toBeNull();
    expect(chooseReplica([down, fresh], 7, 0)).toBe(1);
  });

  it('takes turns among the fresh replicas', () => {
    const replicas = [fresh, lagging, fresh, down];
    expect([0, 1, 2, 3, 4].map((turn) => chooseReplica(replicas, 7, turn))).toEqual([0, 2, 2, 0, 0]);
  });
});
