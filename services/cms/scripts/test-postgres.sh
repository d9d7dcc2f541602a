#!/usr/bin/env bash
# Runs the cms API tests against a throwaway PostgreSQL cluster (Debian's package).
# Installs postgresql with apt-get when no PostgreSQL binaries are present (needs root), creates a
# cluster in a temp dir listening only on 127.0.0.1:$PGPORT (default 55432), runs the tests with
# DATABASE_CLIENT=postgres, and always stops and removes the cluster afterwards.
set -euo pipefail

cd "$(dirname "$0")/.."
PGPORT="${PGPORT:-55432}"
PGUSER_NAME=doorloopjes

pg_bin_dir() {
  # Resolve symlinks: a pg_ctl on PATH may point into /usr/lib/postgresql/<version>/bin.
  if command -v pg_ctl >/dev/null 2>&1; then dirname "$(readlink -f "$(command -v pg_ctl)")"; return; fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

if [ -z "$(pg_bin_dir)" ]; then
  if [ "$(id -u)" != "0" ]; then
    echo "PostgreSQL is not installed and installing it needs root (apt-get install postgresql)." >&2
    exit 1
  fi
  echo "[test-postgres] installing Debian's postgresql package"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql
  # The package may create and start a default cluster; this script does not use it.
  if command -v pg_lsclusters >/dev/null 2>&1; then
    pg_lsclusters --no-header 2>/dev/null | while read -r version name _rest; do
      pg_ctlcluster "$version" "$name" stop 2>/dev/null || true
    done
  fi
fi
PGBIN="$(pg_bin_dir)"

# PostgreSQL refuses to run as root: run the server as the package's postgres user then.
as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

TMP="$(mktemp -d /tmp/cms-pg-XXXXXX)"
[ "$(id -u)" = "0" ] && chown postgres "$TMP"
cleanup() {
  as_pg "$PGBIN/pg_ctl" -D "$TMP/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$TMP"
}
trap cleanup EXIT INT TERM

echo "[test-postgres] creating a cluster in $TMP on 127.0.0.1:$PGPORT"
as_pg "$PGBIN/initdb" -D "$TMP/data" -U "$PGUSER_NAME" --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
# fsync off: a throwaway test cluster does not need crash safety, and it is much faster.
as_pg "$PGBIN/pg_ctl" -D "$TMP/data" -l "$TMP/postgres.log" -w \
  -o "-p $PGPORT -c listen_addresses=127.0.0.1 -k $TMP -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null

for db in cms_test cms_seed_test; do
  as_pg "$PGBIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U "$PGUSER_NAME" "$db"
done

echo "[test-postgres] running the API tests against PostgreSQL"
DATABASE_CLIENT=postgres \
DATABASE_HOST=127.0.0.1 \
DATABASE_PORT="$PGPORT" \
DATABASE_USERNAME="$PGUSER_NAME" \
DATABASE_PASSWORD= \
DATABASE_NAME=cms_test \
SEED_TEST_DATABASE_NAME=cms_seed_test \
  ./node_modules/.bin/vitest run "$@"
