//! The conformance corpus: every `tests/corpus/pass/X.mlir` must print exactly its
//! `X.mlir.generic` golden (mlir-opt's `--mlir-print-op-generic` output) and re-printing the
//! golden must give `X.mlir.generic2` (or the golden itself); every `fail/X.mlir` must be
//! rejected with exit status 1 and print exactly mlir-opt's stderr (`X.mlir.stderr`: every
//! diagnostic, source line, caret and note, byte for byte). `ODS_CORPUS_FILTER=substring` runs
//! some files only.
//!
//! Files are run through [`ods_runtime::driver::run`] in-process, with the flags of their
//! `// ARGS:` first line (default `--allow-unregistered-dialect`) and their bare file name, as
//! the goldens were recorded from inside `pass/` or `fail/`.

use std::path::{Path, PathBuf};

use ods_runtime::driver::{run, Options, Outcome};
use ods_runtime::Context;

fn setup(_ctx: &mut Context) {}

fn corpus_dir(kind: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpus")
        .join(kind)
}

/// The `.mlir` files of a corpus folder, sorted.
fn inputs(kind: &str) -> Vec<PathBuf> {
    let filter = std::env::var("ODS_CORPUS_FILTER").unwrap_or_default();
    let mut v: Vec<PathBuf> = std::fs::read_dir(corpus_dir(kind))
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
                .filter(|p| p.to_string_lossy().contains(&filter))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// The flags of a file: its `// ARGS:` line, or `--allow-unregistered-dialect`.
fn file_args(text: &[u8]) -> Vec<String> {
    let first = text.split(|&c| c == b'\n').next().unwrap_or_default();
    match std::str::from_utf8(first)
        .ok()
        .and_then(|l| l.strip_prefix("// ARGS:"))
    {
        Some(rest) => rest.split_whitespace().map(String::from).collect(),
        None => vec!["--allow-unregistered-dialect".to_string()],
    }
}

fn run_file(name: &str, text: &[u8], args: &[String], generic: bool) -> Result<Outcome, String> {
    let mut a = args.to_vec();
    if generic {
        a.push("--mlir-print-op-generic".into());
    }
    a.push(name.to_string());
    let opts = Options::parse(a)?;
    Ok(run(&opts, text, setup))
}

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn first_error_line(stderr: &[u8]) -> String {
    lossy(stderr)
        .lines()
        .find(|l| l.contains(": error: "))
        .unwrap_or("")
        .to_string()
}

#[test]
fn corpus() {
    let mut passed = 0;
    let mut failures: Vec<String> = Vec::new();
    let mut stderr_mismatches: Vec<String> = Vec::new();
    let mut stderr_compared = 0;

    for path in inputs("pass") {
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read(&path).unwrap_or_default();
        let args = file_args(&text);
        let golden = std::fs::read(path.with_extension("mlir.generic")).unwrap_or_default();
        let out = match run_file(&name, &text, &args, true) {
            Ok(o) => o,
            Err(e) => {
                failures.push(format!("pass/{name}: bad ARGS: {e}"));
                continue;
            }
        };
        if out.code != 0 || out.stdout != golden {
            failures.push(format!(
                "pass/{name}: exit {}; stderr:\n{}--- got:\n{}--- want:\n{}",
                out.code,
                lossy(&out.stderr),
                lossy(&out.stdout),
                lossy(&golden)
            ));
            continue;
        }
        // Round trip: print the golden again.
        let gname = format!("{name}.generic");
        let want2 = std::fs::read(path.with_extension("mlir.generic2")).unwrap_or(golden.clone());
        match run_file(&gname, &golden, &args, true) {
            Ok(o2) if o2.code == 0 && o2.stdout == want2 => passed += 1,
            Ok(o2) => failures.push(format!(
                "pass/{name}: round trip differs (exit {}); stderr:\n{}--- got:\n{}--- want:\n{}",
                o2.code,
                lossy(&o2.stderr),
                lossy(&o2.stdout),
                lossy(&want2)
            )),
            Err(e) => failures.push(format!("pass/{name}: {e}")),
        }
    }

    for path in inputs("fail") {
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read(&path).unwrap_or_default();
        let args = file_args(&text);
        let out = match run_file(&name, &text, &args, false) {
            Ok(o) => o,
            Err(e) => {
                failures.push(format!("fail/{name}: bad ARGS: {e}"));
                continue;
            }
        };
        if out.code != 1 {
            failures.push(format!(
                "fail/{name}: accepted (exit {}); stdout:\n{}",
                out.code,
                lossy(&out.stdout)
            ));
            continue;
        }
        match std::fs::read(path.with_extension("mlir.stderr")) {
            Ok(want) => {
                stderr_compared += 1;
                if out.stderr != want {
                    let (g, w) = (first_error_line(&out.stderr), first_error_line(&want));
                    stderr_mismatches.push(format!("fail/{name}:\n  got:  {g}\n  want: {w}"));
                    failures.push(format!(
                        "fail/{name}: stderr differs from mlir-opt's\n--- got:\n{}--- want:\n{}",
                        lossy(&out.stderr),
                        lossy(&want)
                    ));
                    continue;
                }
            }
            Err(e) => {
                failures.push(format!("fail/{name}: no stderr golden: {e}"));
                continue;
            }
        }
        passed += 1;
    }

    for f in &failures {
        eprintln!("FAILED {f}\n");
    }
    for m in &stderr_mismatches {
        eprintln!("stderr mismatch {m}");
    }
    eprintln!(
        "corpus: {passed} passed, {} failed; stderr differs from mlir-opt for {} of {stderr_compared} rejected files",
        failures.len(),
        stderr_mismatches.len()
    );
    assert!(
        failures.is_empty(),
        "corpus: {passed} passed, {} failed",
        failures.len()
    );
}
