#!/usr/bin/env python3
"""Builds --verify-diagnostics inputs from the rejected inputs of a corpus.

    make-verify-diagnostics.py CORPUS_DIR PREFIX OUT_FILE

For each CORPUS_DIR/fail/PREFIX*.mlir whose recorded stderr (X.mlir.stderr, mlir-opt 22's
output) has diagnostics located in the file itself, the input becomes one `// -----` chunk of
OUT_FILE with an `expected-error` / `expected-note` line per diagnostic (relative `@-N`
locations, appended after the chunk so that no line moves), the "see current operation" notes
left out as mlir-opt does under --verify-diagnostics. OUT_FILE's first line asks regen.sh for
`--verify-diagnostics --split-input-file`; its golden is then mlir-opt's output. Each chunk is
checked with mlir-opt (MLIR_OPT, default /usr/lib/llvm-22/bin/mlir-opt) and left out when the
annotations themselves move its diagnostics (parse errors reported at the next token, which
is then the annotation comment's line).
"""
import os, re, subprocess, sys, tempfile

MLIR_OPT = os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")


def passes(chunk):
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as t:
        t.write(chunk)
    try:
        r = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", "--verify-diagnostics", t.name], capture_output=True)
        return r.returncode == 0
    finally:
        os.unlink(t.name)


corpus, prefix, out_path = sys.argv[1:4]
fail = os.path.join(corpus, "fail")
diag_re = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|note|warning): (?P<msg>.*)$")
chunks = []
for name in sorted(os.listdir(fail)):
    if not (name.startswith(prefix) and name.endswith(".mlir")):
        continue
    text = open(os.path.join(fail, name), encoding="utf-8").read()
    if text.startswith("// ARGS:") or "// -----" in text:
        continue
    stderr = open(os.path.join(fail, name + ".stderr"), encoding="utf-8").read()
    diags = []
    ok = True
    for l in stderr.splitlines():
        m = diag_re.match(l)
        if not m:
            continue
        if m["file"] != name:
            ok = False
            break
        if m["sev"] == "note" and m["msg"].startswith("see current operation"):
            continue
        if "{{" in m["msg"] or "}}" in m["msg"]:
            ok = False
            break
        diags.append((int(m["line"]), m["sev"], m["msg"]))
    if not ok or not diags:
        continue
    lines = text.rstrip("\n").split("\n")
    n = len(lines)
    for i, (line, sev, msg) in enumerate(diags):
        # the annotation is line n + 1 + i of the chunk; point back to `line`
        here = n + 1 + i
        lines.append(f"// expected-{sev}@-{here - line} {{{{{msg}}}}}")
    chunk = f"// from fail/{name}\n" + "\n".join(lines) + "\n"
    if not passes(chunk):
        print(f"left out: fail/{name}")
        continue
    chunks.append(chunk)
with open(out_path, "w", encoding="utf-8") as f:
    f.write("// ARGS: --allow-unregistered-dialect --verify-diagnostics --split-input-file\n")
    f.write("// -----\n".join(chunks))
print(f"{out_path}: {len(chunks)} chunks")
