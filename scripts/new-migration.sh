#!/usr/bin/env bash
# Writes prisma/migrations/<timestamp>_<name>/migration.sql: the SQL that takes the existing migrations
# to prisma/schema.prisma (Prisma's diff) and to prisma/sql (the functions, triggers and views whose
# source files are new or changed, copied in whole; DROPs for those no file defines any more). Needs a
# PostgreSQL server for the shadow and scratch databases (created and dropped).
set -euo pipefail
name="${1:?usage: npm run db:migration -- <name>}"
export DATABASE_URL="${MIGRATION_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}"
dir="prisma/migrations/$(date -u +%Y%m%d%H%M%S)_${name}"
schema_diff=$(mktemp)
trap 'rm -f "$schema_diff"' EXIT
sql=$(npx prisma migrate diff --from-migrations prisma/migrations --to-schema-datamodel prisma/schema.prisma --script)
if ! grep -q "This is an empty migration" <<<"$sql"; then printf '%s\n' "$sql" > "$schema_diff"; fi
sql=$(node --import tsx scripts/sqlSourcesCommand.ts migration "$schema_diff")
if [ -z "$sql" ]; then echo "No change in prisma/schema.prisma or prisma/sql."; exit 0; fi
mkdir -p "$dir"
printf '%s\n' "$sql" > "$dir/migration.sql"
echo "Wrote $dir/migration.sql"
