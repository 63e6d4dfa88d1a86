#!/usr/bin/env bash
# Writes prisma/migrations/<timestamp>_<name>/migration.sql: the SQL that takes the existing migrations
# to prisma/schema.prisma. Needs a PostgreSQL server for the shadow database (created and dropped).
set -euo pipefail
name="${1:?usage: npm run db:migration -- <name>}"
export DATABASE_URL="${MIGRATION_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}"
dir="prisma/migrations/$(date -u +%Y%m%d%H%M%S)_${name}"
sql=$(npx prisma migrate diff --from-migrations prisma/migrations --to-schema-datamodel prisma/schema.prisma --script)
if grep -q "This is an empty migration" <<<"$sql"; then echo "No change in prisma/schema.prisma."; exit 0; fi
mkdir -p "$dir"
printf '%s\n' "$sql" > "$dir/migration.sql"
echo "Wrote $dir/migration.sql"
