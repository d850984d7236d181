#!/usr/bin/env bash
# Proves the production install: build the API to JavaScript (unless built from this checkout),
# copy the checkout to a temporary folder, install without devDependencies (npm ci --omit=dev), start dist/server.js with
# NODE_ENV=production on a throwaway PostgreSQL database, then GET /api/health and price a quote,
# and run the built commands there: `npm run admin`, insurers as data (scripts/check-insurers-as-data.mjs),
# `npm run backup` and `npm run restore` into a second throwaway database.
# Called from .ci/run. Needs PostgreSQL (PGHOST/PGUSER or the defaults below) and the npm registry.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_URL_BASE="${PRODUCTION_CHECK_PG:-postgres://postgres@127.0.0.1:5432}"
DB="production_check_$$"
RESTORE_DB="production_check_restore_$$"
WORK="$(mktemp -d)"
PORT="$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
SERVER_PID=""

# Stops the server's whole process group (npm, its shell and node: killing npm alone leaves node
# serving and holding its database), drops both databases, and fails the check if either is left.
stop_server() {
  [ -n "$SERVER_PID" ] || return 0
  kill -TERM -- "-$SERVER_PID" 2> /dev/null || true
  for _ in $(seq 1 20); do
    kill -0 -- "-$SERVER_PID" 2> /dev/null || break
    sleep 0.5
  done
  kill -KILL -- "-$SERVER_PID" 2> /dev/null || true
  wait "$SERVER_PID" 2> /dev/null || true
  if kill -0 -- "-$SERVER_PID" 2> /dev/null; then
    echo "the production check's server (process group $SERVER_PID) is still running" >&2
    return 1
  fi
  SERVER_PID=""
}

cleanup() {
  local status=$?
  stop_server || status=1
  for db in "$DB" "$RESTORE_DB"; do
    psql "$PG_URL_BASE/postgres" -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" > /dev/null || status=1
    if [ "$(psql "$PG_URL_BASE/postgres" -tAc "SELECT count(*) FROM pg_database WHERE datname = '$db'")" != "0" ]; then
      echo "the throwaway database $db could not be dropped" >&2
      status=1
    fi
  done
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT

# CI runs this after `npm test`, which built the API from this checkout: that build is used when it
# is newer than everything it is built from; otherwise (run alone, or sources changed since) it is built here.
API_DIST=apps/api/dist
api_built_from_checkout() {
  for entry in server admin backup restore; do [ -f "$API_DIST/$entry.js" ] || return 1; done
  [ -z "$(find apps/api/src apps/api/package.json packages/shared scripts/build-api.mjs package.json package-lock.json \
    -newer "$API_DIST/server.js" -not -path '*/node_modules/*' -print -quit)" ]
}
if api_built_from_checkout; then
  echo "== the API's build ($API_DIST) is newer than its sources: used as it is"
else
  echo "== build the API to JavaScript"
  npm run build:api
fi
echo "== copy to $WORK and install without devDependencies"
tar --exclude=./node_modules --exclude='./**/node_modules' --exclude=./.git --exclude=./data -cf - . | tar -xf - -C "$WORK"
(cd "$WORK" && npm ci --omit=dev --no-audit --no-fund --ignore-scripts=false > "$WORK/npm-ci.log" 2>&1) || {
  cat "$WORK/npm-ci.log"
  exit 1
}
if [ -e "$WORK/node_modules/tsx" ] || [ -e "$WORK/node_modules/vitest" ]; then
  echo "devDependencies were installed" >&2
  exit 1
fi

echo "== start dist/server.js with NODE_ENV=production on PostgreSQL"
psql "$PG_URL_BASE/postgres" -qc "CREATE DATABASE $DB" > /dev/null
# In a process group of its own (setsid), so that stop_server reaches node and not only npm.
(cd "$WORK" && NODE_ENV=production DATABASE_URL="$PG_URL_BASE/$DB" JWT_SECRET="production-check-secret-that-is-long-enough" \
  PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$WORK/data" PUBLIC_URL="http://127.0.0.1:$PORT" MAIL_TRANSPORT=files exec setsid npm run serve > "$WORK/server.log" 2>&1) &
SERVER_PID=$!

for _ in $(seq 1 60); do
  if curl -fsS "http://127.0.0.1:$PORT/api/health" > "$WORK/health.json" 2> /dev/null; then break; fi
  if ! kill -0 "$SERVER_PID" 2> /dev/null; then cat "$WORK/server.log"; exit 1; fi
  sleep 1
done
echo "health: $(cat "$WORK/health.json")"
grep -q '"ok"' "$WORK/health.json" || { cat "$WORK/server.log"; exit 1; }
# Without SMTP the site says so: readiness and a warning at start (docs/operations.md).
grep -q '"mail":"files"' "$WORK/health.json" || { echo "readiness does not say mail goes to files" >&2; exit 1; }
grep -q 'Mail is NOT delivered' "$WORK/server.log" || { echo "no warning that mail is not delivered" >&2; cat "$WORK/server.log"; exit 1; }

BIRTH="$(node -e "const d=new Date();d.setUTCFullYear(d.getUTCFullYear()-35);console.log(d.toISOString().slice(0,10))")"
curl -fsS -X POST "http://127.0.0.1:$PORT/api/quotations/term-life" -H 'content-type: application/json' \
  -d "{\"birthDate\":\"$BIRTH\",\"gender\":\"female\",\"smoke\":false,\"citizen\":true,\"province\":\"ON\",\"coverage\":250000,\"premiumPaymentDuration\":\"monthly\",\"paymentPeriod\":2,\"page\":1}" \
  > "$WORK/quote.json" || { cat "$WORK/server.log"; exit 1; }
grep -q '"premiumAmount"' "$WORK/quote.json" || { cat "$WORK/quote.json" "$WORK/server.log"; exit 1; }

# The commands an operator runs on the production install (built to dist, no tsx).
echo "== npm run admin, backup and restore on the production install"
# They read only what they use: no JWT_SECRET, SMTP_URL or PUBLIC_URL here.
run_command() {
  (cd "$WORK" && NODE_ENV=production DATA_DIR="$WORK/data" BACKUP_DIR="$WORK/backups" "$@")
}
run_command env DATABASE_URL="$PG_URL_BASE/$DB" ADMIN_PASSWORD='Ops#Check2026' npm run -s admin -- \
  --email ops@example.com < /dev/null > "$WORK/admin.log" 2>&1 || { cat "$WORK/admin.log"; exit 1; }
grep -q 'Admin created' "$WORK/admin.log" || { cat "$WORK/admin.log"; exit 1; }
# Insurers as data on the production server: an insurer added with its logo, one-insurer life rates
# staged, previewed, made active and taken back (ADRs 0097, 0116, 0117).
node "$WORK/scripts/check-insurers-as-data.mjs" "http://127.0.0.1:$PORT" ops@example.com 'Ops#Check2026' || {
  cat "$WORK/server.log"
  exit 1
}
run_command env DATABASE_URL="$PG_URL_BASE/$DB" npm run -s backup > "$WORK/backup.log" 2>&1 || {
  cat "$WORK/backup.log"
  exit 1
}
BACKUP_FILE="$(ls "$WORK"/backups/backup-*.sql | head -n 1)"
psql "$PG_URL_BASE/postgres" -qc "CREATE DATABASE $RESTORE_DB" > /dev/null
run_command env DATABASE_URL="$PG_URL_BASE/$RESTORE_DB" npm run -s restore -- "$BACKUP_FILE" > "$WORK/restore.log" 2>&1 || {
  cat "$WORK/restore.log"
  exit 1
}
grep -q 'Backup written: .*rows in' "$WORK/backup.log" || { cat "$WORK/backup.log"; exit 1; }
# Backup and restore list the same rows, table by table.
diff <(sed -n 's/^Backup written: [^:]*: //p; /^  /p' "$WORK/backup.log") \
  <(sed -n 's/^Restored [^:]*: //p; /^  /p' "$WORK/restore.log") || {
  echo "backup and restore report different counts" >&2
  exit 1
}
RESTORED="$(psql "$PG_URL_BASE/$RESTORE_DB" -tAc "SELECT count(*) FROM users WHERE email = 'ops@example.com' AND role = 'admin'")"
[ "$RESTORED" = "1" ] || { echo "the restored database has no admin" >&2; cat "$WORK/restore.log"; exit 1; }
# The server is stopped before the check ends, so its port and database are free afterwards.
stop_server
if curl -fsS "http://127.0.0.1:$PORT/api/health/live" > /dev/null 2>&1; then
  echo "the production check's server still answers on port $PORT" >&2
  exit 1
fi
echo "== production install OK: health and a term-life quote answered by dist/server.js; admin, insurers as data, backup and restore ran from dist"
