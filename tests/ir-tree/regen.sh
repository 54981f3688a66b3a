#!/usr/bin/env bash
# Regenerate the goldens of the IR dump file trees (`--mlir-print-ir-tree-dir`) from mlir-opt 22.
#
#   tests/ir-tree/regen.sh          (MLIR_OPT overrides /usr/lib/llvm-22/bin/mlir-opt)
#
# Each X.mlir here starts with `// ARGS: <mlir-opt arguments>` (split at whitespace). mlir-opt
# runs in this folder on the relative file name with those arguments, --mlir-disable-threading
# and --mlir-print-ir-tree-dir=<a fresh temporary folder>:
#
#   X.mlir.out    its stdout
#   X.mlir.err    its stderr
#   X.mlir.tree   the tree it wrote: every folder (`path/`) and file (`path`) below the root,
#                 sorted bytewise, each on a `=== ` line, a file followed by its contents
#
# Checked by tests/tests/ir_tree.rs, which runs ods-opt in-process into a temporary folder and
# builds the same listing; it does not need MLIR.
set -euo pipefail
export LC_ALL=C
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
die() { echo "regen.sh: ERROR: $*" >&2; exit 1; }
[ -x "$MLIR_OPT" ] || command -v "$MLIR_OPT" >/dev/null 2>&1 || die "mlir-opt not found: $MLIR_OPT"

cd "$here"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
n=0
for f in *.mlir; do
  first="$(head -n 1 "$f")"
  [[ "$first" =~ ^//\ ARGS:(.*)$ ]] || die "$f: the first line must be // ARGS: ..."
  read -r -a ARGS <<< "${BASH_REMATCH[1]}" || true
  rm -rf "$tmp/tree"
  rc=0
  "$MLIR_OPT" --mlir-disable-threading ${ARGS[@]+"${ARGS[@]}"} \
    "--mlir-print-ir-tree-dir=$tmp/tree" "$f" > "$f.out" 2> "$f.err" || rc=$?
  case "$f" in
    fail-*) [ "$rc" -ne 0 ] || die "$f: mlir-opt accepted it (fail-* files must fail)" ;;
    *) [ "$rc" -eq 0 ] || { cat "$f.err" >&2; die "$f: mlir-opt exited with $rc"; } ;;
  esac
  # the temporary folder's name may show in messages: replace it
  sed -i "s|$tmp/tree|TREE|g" "$f.err"
  : > "$f.tree"
  if [ -d "$tmp/tree" ]; then
    (cd "$tmp/tree" && find . -mindepth 1 \( -type d -printf '%P/\n' -o -type f -printf '%P\n' \) | sort) |
      while IFS= read -r p; do
        printf '=== %s\n' "$p" >> "$f.tree"
        case "$p" in */) ;; *) cat "$tmp/tree/$p" >> "$f.tree" ;; esac
      done
  fi
  n=$((n + 1))
done
for g in *.mlir.out *.mlir.err *.mlir.tree; do
  [ -e "$g" ] || continue
  [ -e "${g%.*}" ] || rm -f "$g"
done
echo "regen.sh: $n inputs"
