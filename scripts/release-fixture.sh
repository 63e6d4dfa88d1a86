#!/usr/bin/env bash
# Usage: scripts/release-fixture.sh <release commit> [name]
# Writes tests/upgrade/fixtures/<name>.sql.br (name: the commit's short hash): the database of that
# release as a shop would have it, for the upgrade test (tests/upgrade/upgrade.test.ts). The release's
# tree is exported with `git archive` into a temporary folder, which gets its own Prisma client; its
# migrations are applied to a scratch database on FIXTURE_DATABASE_URL's server (a URL without
# parameters; default: the local PostgreSQL), its demo data is loaded with its seed,
# scripts/release-activity.ts adds a morning at the counter through its own code, and the result is
# dumped as plain SQL (INSERTs, no COPY, so PGlite loads it too), schema, data and _prisma_migrations
# alike. Needs git history and PostgreSQL's client tools (pg_dump at least the server's version); the
# test then needs neither.
set -euo pipefail

commit="${1:?usage: scripts/release-fixture.sh <release commit> [name]}"
root="$(git rev-parse --show-toplevel)"
name="${2:-$(git -C "$root" rev-parse --short=7 "$commit^{commit}")}"
server="${FIXTURE_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}"
database="release_fixture_$$"
url="${server%/*}/$database"
work="$(mktemp -d)"
out="$root/tests/upgrade/fixtures/$name.sql.br"

cleanup() {
  psql "$server" -qc "DROP DATABASE IF EXISTS \"$database\" WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

git -C "$root" archive "$commit" | tar -x -C "$work"
# Today's packages stand in for the release's: say so when the release locked different ones.
if ! cmp -s "$work/package-lock.json" "$root/package-lock.json"; then
  echo "note: $commit's package-lock.json differs from today's; its code runs on today's node_modules" >&2
fi
ln -s "$root/node_modules" "$work/node_modules"
cp "$root/scripts/release-activity.ts" "$work/scripts/release-activity.ts"
psql "$server" -qc "CREATE DATABASE \"$database\""

(
  cd "$work"
  export DATABASE_URL="$url" PRISMA_HIDE_UPDATE_MESSAGE=1
  node node_modules/prisma/build/index.js generate >/dev/null
  node node_modules/prisma/build/index.js migrate deploy
  node --import tsx prisma/seed/index.ts
  node --import tsx scripts/release-activity.ts
)

mkdir -p "$(dirname "$out")"
# --no-owner/--no-privileges: the loading database's user owns everything. The \restrict lines of newer
# pg_dump releases are psql commands, not SQL: the test sends the file to the server as it is. Brotli
# (which Node reads without any package) makes it 40 % smaller than gzip -9.
pg_dump --no-owner --no-privileges --no-comments --inserts --rows-per-insert=200 "$url" |
  grep -v '^\\\(un\)\?restrict ' |
  node -e '
    const zlib = require("node:zlib");
    const chunks = [];
    process.stdin.on("data", (chunk) => chunks.push(chunk)).on("end", () => {
      const sql = Buffer.concat(chunks);
      const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_LGWIN, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
      process.stdout.write(zlib.brotliCompressSync(sql, { params: { [BROTLI_PARAM_QUALITY]: 11, [BROTLI_PARAM_LGWIN]: 24, [BROTLI_PARAM_SIZE_HINT]: sql.length } }));
    });' >"$out"
echo "wrote $out ($(du -h "$out" | cut -f1))"
