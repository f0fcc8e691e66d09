#!/bin/sh
# The read replica: cloned from the primary on its first start, then a hot standby streaming its WAL
# through the slot primary-init.sh made (so the primary keeps what the replica has not read yet).
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_basebackup --host=postgres --username=replicator --pgdata="$PGDATA" \
    --wal-method=stream --slot=replica_1 --write-recovery-conf --checkpoint=fast; do
    echo "Primary not ready for a base backup, retrying in 2 s"
    rm -rf "${PGDATA:?}"/*
    sleep 2
  done
  chmod 0700 "$PGDATA"
fi
exec postgres
