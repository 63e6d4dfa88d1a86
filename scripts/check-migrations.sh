#!/usr/bin/env bash
# Fails when prisma/schema.prisma has changes that no migration carries.
set -euo pipefail
export DATABASE_URL="${MIGRATION_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}"
set +e
npx prisma migrate diff --from-migrations prisma/migrations --to-schema-datamodel prisma/schema.prisma --exit-code >/tmp/migration-drift.txt 2>&1
status=$?
set -e
if [ "$status" -eq 2 ]; then
  echo "prisma/schema.prisma differs from the migrations; run: npm run db:migration -- <name>" >&2
  cat /tmp/migration-drift.txt >&2
  exit 1
fi
if [ "$status" -ne 0 ]; then cat /tmp/migration-drift.txt >&2; exit "$status"; fi
echo "Migrations match prisma/schema.prisma."
