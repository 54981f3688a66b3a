#!/usr/bin/env bash
# Regenerate the goldens of the canonicalization corpus from mlir-opt.
#
#   X.mlir -> X.mlir.canon   stdout of: mlir-opt --canonicalize ARGS X.mlir
#
# ARGS is the text after "// ARGS:" on the first line of X.mlir (may be empty), otherwise
# "--split-input-file --allow-unregistered-dialect". mlir-opt runs inside this folder with a
# relative file name. Every input must be accepted (exit status 0, nothing on stderr).
#
# MLIR_OPT overrides the mlir-opt binary. The test (tests/tests/canonicalize_corpus.rs) runs
# `ods-opt --canonicalize ARGS X.mlir` in-process and compares stdout with X.mlir.canon byte
# for byte; it does not need MLIR.
set -euo pipefail
export LC_ALL=C

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
DEFAULT_ARGS="--split-input-file --allow-unregistered-dialect"

die() { echo "regen.sh: ERROR: $*" >&2; exit 1; }

command -v "$MLIR_OPT" >/dev/null 2>&1 || [ -x "$MLIR_OPT" ] || die "mlir-opt not found: $MLIR_OPT"

read_args() {
  local file="$1" first=""
  IFS= read -r first < "$file" || true
  if [[ "$first" =~ ^//\ ARGS:(.*)$ ]]; then
    read -r -a ARGS <<< "${BASH_REMATCH[1]}" || true
  else
    read -r -a ARGS <<< "$DEFAULT_ARGS"
  fi
}

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

n=0
cd "$here"
for f in *.mlir; do
  [ -e "$f" ] || continue
  read_args "$f"
  rc=0
  "$MLIR_OPT" --canonicalize ${ARGS[@]+"${ARGS[@]}"} "$f" > "$tmp/out" 2> "$tmp/err" || rc=$?
  if [ "$rc" -ne 0 ] || [ -s "$tmp/err" ]; then
    cat "$tmp/err" >&2
    die "$f: mlir-opt exited with $rc or printed to stderr (expected clean success)"
  fi
  if [ -f "$f.canon" ] && cmp -s "$tmp/out" "$f.canon"; then :; else mv -f "$tmp/out" "$f.canon"; fi
  n=$((n + 1))
done
for g in *.mlir.canon; do
  [ -e "$g" ] || continue
  [ -e "${g%.canon}" ] || rm -f "$g"
done
echo "regen.sh: $n canonicalization inputs"
