#!/usr/bin/env bash
# Fails when the migrations do not carry prisma/schema.prisma (Prisma's diff) or prisma/sql (the
# functions, triggers and views the migrations make, compared on a scratch database with those the
# source files make; scripts/sqlSources.ts). Both checks run; each says what disagrees.
set -euo pipefail
export DATABASE_URL="${MIGRATION_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}"
failed=0
set +e
npx prisma migrate diff --from-migrations prisma/migrations --to-schema-datamodel prisma/schema.prisma --exit-code >/tmp/migration-drift.txt 2>&1
status=$?
set -e
if [ "$status" -eq 2 ]; then
  echo "prisma/schema.prisma differs from the migrations; run: npm run db:migration -- <name>" >&2
  cat /tmp/migration-drift.txt >&2
  failed=1
elif [ "$status" -ne 0 ]; then
  cat /tmp/migration-drift.txt >&2
  exit "$status"
else
  echo "Migrations match prisma/schema.prisma."
fi
node --import tsx scripts/sqlSourcesCommand.ts check || failed=1
exit "$failed"
