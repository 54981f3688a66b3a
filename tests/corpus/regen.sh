#!/usr/bin/env bash
# Regenerate the golden outputs of a conformance corpus from mlir-opt.
#
#   regen.sh            the builtin corpus (tests/corpus, this script's folder)
#   regen.sh DIR        another corpus with the same layout (tests/dialect-corpus)
#
#   pass/X.mlir -> pass/X.mlir.generic   stdout of: mlir-opt ARGS --mlir-print-op-generic X.mlir
#                  pass/X.mlir.generic2  stdout of the same command run on X.mlir.generic
#                  pass/X.mlir.custom    stdout of: mlir-opt ARGS X.mlir   (default, custom form)
#                  pass/X.mlir.custom2   stdout of: mlir-opt ARGS X.mlir.generic, written only
#                                        when it differs from X.mlir.custom (else removed)
#   fail/X.mlir -> fail/X.mlir.stderr    stderr of: mlir-opt ARGS X.mlir   (exit status must be 1)
#
# ARGS is the text after "// ARGS:" on the first line of X.mlir (may be empty),
# otherwise "--allow-unregistered-dialect". mlir-opt runs inside pass/ or fail/
# with a relative file name so that file locations in the output are stable.
#
# MLIR_OPT overrides the mlir-opt binary. The script fails loudly if a pass/ input
# is rejected, a fail/ input is accepted (or exits with a status other than 1),
# or mlir-opt crashes. A .generic2 that differs from its .generic is reported as a
# NOTE but is not an error (see FINDINGS.md); so is a .custom2 that exists.
set -euo pipefail
export LC_ALL=C

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
here="$(cd "${1:-$script_dir}" && pwd)"
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
DEFAULT_ARGS="--allow-unregistered-dialect"

die() { echo "regen.sh: ERROR: $*" >&2; exit 1; }

command -v "$MLIR_OPT" >/dev/null 2>&1 || [ -x "$MLIR_OPT" ] || die "mlir-opt not found: $MLIR_OPT"

# ---------------------------------------------------------------------------
# Inputs that contain bytes which are awkward in a text editor (NUL, invalid
# UTF-8) are written here, so their exact content is reviewable in this script.
# ---------------------------------------------------------------------------
write_byte_inputs() {
  # NUL bytes outside tokens are skipped like whitespace (also at end of file).
  printf '// NUL bytes between tokens are ignored by the lexer, as if they were whitespace.\n"foo.a"() : () -> ()\n\0"foo.b"()\0: () -> ()\n"foo.c"() {s = "nul\0inside"} : () -> ()\n\0' \
    > "$here/pass/bytes_nul.mlir"
  # Bytes that are not valid UTF-8 are fine inside strings and comments.
  printf '// Non-UTF-8 bytes are accepted inside string literals and comments: \xff\xfe\n"foo.a"() {s = "\xff\xfe\xc3", t = "\xc3\xa9"} : () -> ()\n"foo.\xc3"() : () -> ()\n' \
    > "$here/pass/bytes_non_utf8.mlir"
  # A NUL byte in the middle of a bare identifier splits it into two tokens.
  printf '// A NUL byte inside a bare identifier ends the identifier.\n"foo.a"() {ab\0cd = 1} : () -> ()\n' \
    > "$here/fail/bytes_nul_in_identifier.mlir"
  # Outside strings and comments, a byte >= 0x80 is an unexpected character.
  printf '// An invalid UTF-8 byte outside strings and comments.\n"foo.a"() : () -> ()\n\xff\n' \
    > "$here/fail/bytes_invalid_utf8.mlir"
  # Valid UTF-8, but non-ASCII letters are not identifier characters.
  printf '// Non-ASCII letters are not allowed in bare identifiers.\n"foo.a"() {\xc3\xa9t\xc3\xa9 = 1} : () -> ()\n' \
    > "$here/fail/bytes_non_ascii_identifier.mlir"
}

# Read the per-file arguments into the array ARGS.
read_args() {
  local file="$1" first=""
  IFS= read -r first < "$file" || true
  if [[ "$first" =~ ^//\ ARGS:(.*)$ ]]; then
    read -r -a ARGS <<< "${BASH_REMATCH[1]}" || true
  else
    read -r -a ARGS <<< "$DEFAULT_ARGS"
  fi
}

is_crash() { grep -q -e 'PLEASE submit a bug report' -e 'Stack dump:' "$1"; }

# Move $1 over $2 unless identical (keeps mtimes stable when nothing changed).
install_file() {
  if [ -f "$2" ] && cmp -s "$1" "$2"; then rm -f "$1"; else mv -f "$1" "$2"; fi
}

if [ "$here" = "$script_dir" ]; then write_byte_inputs; fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

npass=0 nfail=0 nnote=0
notes=()

# --------------------------------- pass/ ----------------------------------
cd "$here/pass"
for f in *.mlir; do
  [ -e "$f" ] || continue
  read_args "$f"
  rc=0
  "$MLIR_OPT" ${ARGS[@]+"${ARGS[@]}"} --mlir-print-op-generic "$f" > "$tmp/out" 2> "$tmp/err" || rc=$?
  if [ "$rc" -ne 0 ] || is_crash "$tmp/err"; then
    cat "$tmp/err" >&2
    die "pass/$f: mlir-opt exited with $rc (expected success)"
  fi
  [ -s "$tmp/err" ] && { echo "regen.sh: warning: pass/$f printed to stderr:" >&2; cat "$tmp/err" >&2; }
  install_file "$tmp/out" "$f.generic"

  rc=0
  "$MLIR_OPT" ${ARGS[@]+"${ARGS[@]}"} --mlir-print-op-generic "$f.generic" > "$tmp/out2" 2> "$tmp/err2" || rc=$?
  if [ "$rc" -ne 0 ] || is_crash "$tmp/err2"; then
    cat "$tmp/err2" >&2
    die "pass/$f.generic: mlir-opt could not re-parse its own generic output (exit $rc)"
  fi
  install_file "$tmp/out2" "$f.generic2"
  if ! cmp -s "$f.generic" "$f.generic2"; then
    notes+=("pass/$f: .generic2 differs from .generic")
    nnote=$((nnote + 1))
  fi

  # Default (custom) form of the input, then of the generic golden.
  rc=0
  "$MLIR_OPT" ${ARGS[@]+"${ARGS[@]}"} "$f" > "$tmp/out3" 2> "$tmp/err3" || rc=$?
  if [ "$rc" -ne 0 ] || is_crash "$tmp/err3"; then
    cat "$tmp/err3" >&2
    die "pass/$f: mlir-opt exited with $rc in custom form (expected success)"
  fi
  [ -s "$tmp/err3" ] && { echo "regen.sh: warning: pass/$f (custom) printed to stderr:" >&2; cat "$tmp/err3" >&2; }
  install_file "$tmp/out3" "$f.custom"

  rc=0
  "$MLIR_OPT" ${ARGS[@]+"${ARGS[@]}"} "$f.generic" > "$tmp/out4" 2> "$tmp/err4" || rc=$?
  if [ "$rc" -ne 0 ] || is_crash "$tmp/err4"; then
    cat "$tmp/err4" >&2
    die "pass/$f.generic: mlir-opt could not print its own generic output in custom form (exit $rc)"
  fi
  if cmp -s "$tmp/out4" "$f.custom"; then
    rm -f "$tmp/out4" "$f.custom2"
  else
    install_file "$tmp/out4" "$f.custom2"
    notes+=("pass/$f: .custom2 differs from .custom")
    nnote=$((nnote + 1))
  fi
  npass=$((npass + 1))
done
# Remove goldens whose input no longer exists.
for g in *.mlir.generic *.mlir.generic2 *.mlir.custom *.mlir.custom2; do
  [ -e "$g" ] || continue
  [ -e "${g%.*}" ] || rm -f "$g"
done

# --------------------------------- fail/ ----------------------------------
cd "$here/fail"
for f in *.mlir; do
  [ -e "$f" ] || continue
  read_args "$f"
  rc=0
  "$MLIR_OPT" ${ARGS[@]+"${ARGS[@]}"} "$f" > /dev/null 2> "$tmp/err" || rc=$?
  if is_crash "$tmp/err"; then
    cat "$tmp/err" >&2
    die "fail/$f: mlir-opt crashed"
  fi
  [ "$rc" -eq 1 ] || { cat "$tmp/err" >&2; die "fail/$f: mlir-opt exited with $rc (expected 1)"; }
  [ -s "$tmp/err" ] || die "fail/$f: rejected but no diagnostic on stderr"
  install_file "$tmp/err" "$f.stderr"
  nfail=$((nfail + 1))
done
for g in *.mlir.stderr; do
  [ -e "$g" ] || continue
  [ -e "${g%.stderr}" ] || rm -f "$g"
done

if [ "$nnote" -gt 0 ]; then
  printf 'regen.sh: NOTE: %s\n' "${notes[@]}" >&2
fi
echo "regen.sh: $npass pass inputs, $nfail fail inputs, $nnote round-trip differences (.generic2 or .custom2)"
