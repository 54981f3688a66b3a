#!/usr/bin/env bash
# Regenerate the goldens of the pass corpus from mlir-opt 22.
#
#   tests/pass-corpus/regen.sh [DIR...]     (default: every folder here; MLIR_OPT overrides
#                                            /usr/lib/llvm-22/bin/mlir-opt)
#
# Each folder holds inputs DIR/X.mlir whose first line is `// ARGS: <mlir-opt arguments>`
# (the passes and flags; the file name is appended). Arguments are split at whitespace, except
# inside single quotes, which are removed: `'--canonicalize=disable-patterns={(anonymous
# namespace)::AddIAddConstant}'` (on one line) is one argument. mlir-opt runs inside the folder with the
# relative file name and --mlir-disable-threading (so nested passes and IR dumps come in IR
# order, as ods-opt runs them):
#
#   X.mlir.out   its stdout
#   X.mlir.err   its stderr
#
# With --mlir-timing the figures of the report are masked (recorded as `T`). A file named
# fail-*.mlir must make mlir-opt exit non-zero, any other file must make it exit zero. Checked by tests/tests/pass_corpus.rs, which runs ods-opt in-process and does not
# need MLIR.
set -euo pipefail
export LC_ALL=C
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
die() { echo "regen.sh: ERROR: $*" >&2; exit 1; }
# The figures of an execution time report vary from run to run: recorded as `T` (the test
# masks its own report the same way, see `mask_timing` in tests/src/corpus.rs).
mask_timing() {
  sed -E -i '/\.\.\. Execution time report \.\.\./,$ {
    s/^  Total Execution Time: [^ ]+/  Total Execution Time: T/
    s/^ *-?[0-9]+\.[0-9]+ \( *-?[0-9]+\.[0-9]+%\)/  T/
  }' "$1"
}
# Splits the ARGS text like the test does: at whitespace, keeping single-quoted text (quotes
# removed) in its word.
split_args() {
  local text="$1" word="" inq=0 have=0 c i
  ARGS=()
  for ((i = 0; i < ${#text}; i++)); do
    c="${text:i:1}"
    if [ "$c" = "'" ]; then
      inq=$((1 - inq)); have=1
    elif [ "$inq" -eq 0 ] && [[ "$c" =~ [[:space:]] ]]; then
      [ "$have" -eq 1 ] && ARGS+=("$word")
      word=""; have=0
    else
      word+="$c"; have=1
    fi
  done
  [ "$have" -eq 1 ] && ARGS+=("$word")
  return 0
}
# With --mlir-timing-display=list the report's entries are in order of time: sorted by name
# after masking, in each report (as `sort_timing_list` in tests/src/corpus.rs does).
sort_timing_list() {
  awk '
    /----Wall Time----/ { print; fflush(); inlist = 1; next }
    inlist && $0 == "  T  Rest" { close("sort"); inlist = 0; print; next }
    inlist { print | "sort"; next }
    { print }
  ' "$1" > "$1.sorted"
  mv "$1.sorted" "$1"
}
[ -x "$MLIR_OPT" ] || command -v "$MLIR_OPT" >/dev/null 2>&1 || die "mlir-opt not found: $MLIR_OPT"

dirs=("$@")
if [ "${#dirs[@]}" -eq 0 ]; then
  for d in "$here"/*/; do dirs+=("$(basename "$d")"); done
fi
n=0
for d in "${dirs[@]}"; do
  cd "$here/$(basename "$d")"
  for f in *.mlir; do
    [ -e "$f" ] || continue
    first="$(head -n 1 "$f")"
    [[ "$first" =~ ^//\ ARGS:(.*)$ ]] || die "$d/$f: the first line must be // ARGS: ..."
    split_args "${BASH_REMATCH[1]}"
    rc=0
    "$MLIR_OPT" --mlir-disable-threading ${ARGS[@]+"${ARGS[@]}"} "$f" > "$f.out" 2> "$f.err" || rc=$?
    case " ${ARGS[*]+"${ARGS[*]}"} " in
      *" --mlir-timing "*) mask_timing "$f.err" ;;
    esac
    case " ${ARGS[*]+"${ARGS[*]}"} " in
      *" --mlir-timing-display=list "*) sort_timing_list "$f.err" ;;
    esac
    case "$f" in
      fail-*) [ "$rc" -ne 0 ] || die "$d/$f: mlir-opt accepted it (fail-* files must fail)" ;;
      *) [ "$rc" -eq 0 ] || { cat "$f.err" >&2; die "$d/$f: mlir-opt exited with $rc"; } ;;
    esac
    n=$((n + 1))
  done
  for g in *.mlir.out *.mlir.err; do
    [ -e "$g" ] || continue
    [ -e "${g%.*}" ] || rm -f "$g"
  done
done
echo "regen.sh: $n pass-corpus inputs"
