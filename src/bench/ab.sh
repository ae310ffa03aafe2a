#!/usr/bin/env bash
# A/B of two Flagpost versions, measured side by side in one sitting. See docs/PERFORMANCE.md, "The A/B tool".
#
#   src/bench/ab.sh BASE [HEAD]        # commits, branches or tags; HEAD defaults to HEAD
#   AB_OPTS="-Dab.rounds=5 -Dab.seconds=10" src/bench/ab.sh 095e6c8 main
#
# Each version is exported (git archive) into its own tree under $AB_WORK/build/<commit> and packaged there
# (./mvnw package -DskipTests; an existing jar is reused), so the worktree you run it from is never touched.
# Each jar then runs in production mode on its own fresh database (ab_a, ab_b) of the local PostgreSQL
# (127.0.0.1:5432, user postgres, trust auth), and src/bench/ab/Ab.java drives both: same games through the
# public pages and mail, warm-up at 16 and 1 clients until the JIT is quiet, then the same workloads alternating,
# both databases vacuumed before every round (this machine's PostgreSQL runs with autovacuum off; a host's does not).
set -euo pipefail

here="$(cd "$(dirname "$0")/../.." && pwd)"
work="${AB_WORK:-/tmp/flagpost-ab}"

if [[ $# -lt 1 || $# -gt 2 ]]; then
    echo "usage: $0 BASE [HEAD]   (git revisions; HEAD defaults to HEAD)" >&2
    exit 2
fi

missing=()
for tool in git java jstat psql wrk; do
    command -v "$tool" >/dev/null || missing+=("$tool")
done
if [[ ${#missing[@]} -gt 0 ]]; then
    echo "missing: ${missing[*]}. On Debian: apt-get install -y wrk postgresql-client openjdk-17-jdk-headless git" >&2
    exit 1
fi
psql -h 127.0.0.1 -U postgres -d postgres -Atc 'select 1' >/dev/null \
    || { echo "no PostgreSQL with trust auth on 127.0.0.1:5432 (user postgres)" >&2; exit 1; }

# Builds the revision $1 (if its jar is not there yet) and prints the path of its quarkus-run.jar.
build() {
    local commit dir
    commit="$(git -C "$here" rev-parse --verify "$1^{commit}")"
    dir="$work/build/$commit"
    if [[ ! -f "$dir/target/quarkus-app/quarkus-run.jar" ]]; then
        rm -rf "$dir"
        mkdir -p "$dir"
        git -C "$here" archive "$commit" | tar -x -C "$dir"
        echo "building $1 ($commit) in $dir ..." >&2
        (cd "$dir" && ./mvnw -B -q package -DskipTests >"$dir/build.log" 2>&1) \
            || { echo "the build of $1 failed; see $dir/build.log" >&2; exit 1; }
    fi
    echo "$dir/target/quarkus-app/quarkus-run.jar"
}

base="$1"
head="${2:-HEAD}"
base_name="$(git -C "$here" rev-parse --short=7 "$base^{commit}")"
head_name="$(git -C "$here" rev-parse --short=7 "$head^{commit}")"
if [[ "$base_name" == "$head_name" ]]; then  # an A/A run: the tool's own noise
    base_name="$base_name-a"
    head_name="$head_name-b"
fi
base_jar="$(build "$base")"
head_jar="$(build "$head")"

# AB_DB_PREFIX names the two databases (<prefix>_a, <prefix>_b), so two sittings on one PostgreSQL do not collide.
db_a="${AB_DB_PREFIX:-ab}_a"
db_b="${AB_DB_PREFIX:-ab}_b"
for db in "$db_a" "$db_b"; do
    psql -h 127.0.0.1 -U postgres -d postgres -qc "drop database if exists $db with (force)" -c "create database $db"
done

echo "A/B: $base ($base_name) against $head ($head_name); $(nproc) cores; uptime:$(uptime)"
mkdir -p "$work"
# shellcheck disable=SC2086
java ${AB_OPTS:-} -Dab.work="$work" "$here/src/bench/ab/Ab.java" \
    "$base_name" "$base_jar" "$db_a" "$head_name" "$head_jar" "$db_b"
