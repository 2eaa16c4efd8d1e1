#!/bin/bash
# Run once by the mysql image on the replica's first start: copy the primary from its first
# transaction by GTID (the database, the app's account and every migration come that way).
set -euo pipefail
mysql -uroot -p"${MYSQL_ROOT_PASSWORD}" <<SQL
CHANGE REPLICATION SOURCE TO
  SOURCE_HOST='db', SOURCE_PORT=3306,
  SOURCE_USER='replicator', SOURCE_PASSWORD='${MYSQL_REPLICATION_PASSWORD}',
  SOURCE_AUTO_POSITION=1, GET_SOURCE_PUBLIC_KEY=1, SOURCE_CONNECT_RETRY=5;
START REPLICA;
SQL
