//! The conformance-corpus harness: every `pass/X.mlir` of a corpus folder must print exactly
//! its `X.mlir.generic` golden (mlir-opt's `--mlir-print-op-generic` output) and re-printing the
//! golden must give `X.mlir.generic2` (or the golden itself); in the default (custom) form,
//! `X.mlir` must print exactly `X.mlir.custom`, and `X.mlir.generic` must print
//! `X.mlir.custom2` (or `X.mlir.custom` when there is no `.custom2`); every `fail/X.mlir` must be
//! rejected with exit status 1 and print exactly mlir-opt's stderr (`X.mlir.stderr`: every
//! diagnostic, source line, caret and note, byte for byte). `ODS_CORPUS_FILTER=substring` runs
//! some files only.
//!
//! Files are run through [`ods_runtime::tool::driver::run`] in-process, with the flags of their
//! `// ARGS:` first line (default `--allow-unregistered-dialect`) and their bare file name, as
//! the goldens were recorded from inside `pass/` or `fail/`.

use std::path::{Path, PathBuf};

use ods_runtime::tool::driver::{run, Options, Outcome, Setup};

fn corpus_dir(root: &Path, kind: &str) -> PathBuf {
    root.join(kind)
}

/// The `.mlir` files of a corpus folder, sorted.
fn inputs(root: &Path, kind: &str) -> Vec<PathBuf> {
    let filter = std::env::var("ODS_CORPUS_FILTER").unwrap_or_default();
    let mut v: Vec<PathBuf> = std::fs::read_dir(corpus_dir(root, kind))
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

fn run_file(
    setup: Setup,
    name: &str,
    text: &[u8],
    args: &[String],
    generic: bool,
) -> Result<Outcome, String> {
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

/// Where two outputs first differ: `line N: got `...`, want `...``.
fn first_diff(got: &[u8], want: &[u8]) -> String {
    let (g, w) = (lossy(got), lossy(want));
    let mut gl = g.split_inclusive('\n');
    let mut wl = w.split_inclusive('\n');
    let mut n = 1;
    loop {
        match (gl.next(), wl.next()) {
            (None, None) => return "identical".to_string(),
            (a, b) if a != b => {
                return format!(
                    "first difference at line {n}: got {:?}, want {:?}",
                    a.unwrap_or("<end of output>"),
                    b.unwrap_or("<end of output>")
                )
            }
            _ => n += 1,
        }
    }
}

/// Records a failure unless `out` succeeded with exactly `want` on stdout.
fn check(failures: &mut Vec<String>, what: &str, out: Result<Outcome, String>, want: &[u8]) {
    match out {
        Ok(o) if o.code == 0 && o.stdout == want => {}
        Ok(o) => failures.push(format!(
            "{what} (exit {}); {}; stderr:\n{}--- got:\n{}--- want:\n{}",
            o.code,
            first_diff(&o.stdout, want),
            lossy(&o.stderr),
            lossy(&o.stdout),
            lossy(want)
        )),
        Err(e) => failures.push(format!("{what}: {e}")),
    }
}

/// Runs every file of the corpus at `root` (with `pass/` and `fail/` folders) with the dialects
/// `setup` registers, and panics listing every difference from the goldens.
pub fn run_corpus(root: &Path, setup: Setup) {
    let mut passed = 0;
    let mut files = 0;
    let mut failures: Vec<String> = Vec::new();
    let mut stderr_mismatches: Vec<String> = Vec::new();
    let mut stderr_compared = 0;

    for path in inputs(root, "pass") {
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read(&path).unwrap_or_default();
        let args = file_args(&text);
        files += 1;
        let before = failures.len();
        let golden = std::fs::read(path.with_extension("mlir.generic")).unwrap_or_default();
        let out = match run_file(setup, &name, &text, &args, true) {
            Ok(o) => o,
            Err(e) => {
                failures.push(format!("pass/{name}: bad ARGS: {e}"));
                continue;
            }
        };
        if out.code != 0 || out.stdout != golden {
            failures.push(format!(
                "pass/{name}: exit {}; {}; stderr:\n{}--- got:\n{}--- want:\n{}",
                out.code,
                first_diff(&out.stdout, &golden),
                lossy(&out.stderr),
                lossy(&out.stdout),
                lossy(&golden)
            ));
        } else {
            // Round trip: print the golden again.
            let gname = format!("{name}.generic");
            let want2 =
                std::fs::read(path.with_extension("mlir.generic2")).unwrap_or(golden.clone());
            check(
                &mut failures,
                &format!("pass/{name}: round trip differs"),
                run_file(setup, &gname, &golden, &args, true),
                &want2,
            );
        }
        // Default (custom) form, from the input and from the generic golden.
        match std::fs::read(path.with_extension("mlir.custom")) {
            Ok(custom) => {
                check(
                    &mut failures,
                    &format!("pass/{name}: custom form differs"),
                    run_file(setup, &name, &text, &args, false),
                    &custom,
                );
                let gname = format!("{name}.generic");
                let want2 =
                    std::fs::read(path.with_extension("mlir.custom2")).unwrap_or(custom.clone());
                check(
                    &mut failures,
                    &format!("pass/{name}: custom form of .generic differs"),
                    run_file(setup, &gname, &golden, &args, false),
                    &want2,
                );
            }
            Err(e) => failures.push(format!("pass/{name}: no custom golden: {e}")),
        }
        if failures.len() == before {
            passed += 1;
        }
    }

    for path in inputs(root, "fail") {
        files += 1;
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read(&path).unwrap_or_default();
        let args = file_args(&text);
        let out = match run_file(setup, &name, &text, &args, false) {
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

    // A pass/ file can fail several checks; count files, list every failed check.
    let failed = files - passed;
    for f in &failures {
        eprintln!("FAILED {f}\n");
    }
    for m in &stderr_mismatches {
        eprintln!("stderr mismatch {m}");
    }
    eprintln!(
        "corpus: {passed} passed, {} failed; stderr differs from mlir-opt for {} of {stderr_compared} rejected files",
        failed,
        stderr_mismatches.len()
    );
    assert!(
        failures.is_empty(),
        "corpus: {passed} passed, {failed} failed"
    );
}

/// The flags of a canonicalization-corpus file: its `// ARGS:` line, or
/// `--split-input-file --allow-unregistered-dialect`.
fn canon_args(text: &[u8]) -> Vec<String> {
    let first = text.split(|&c| c == b'\n').next().unwrap_or_default();
    match std::str::from_utf8(first)
        .ok()
        .and_then(|l| l.strip_prefix("// ARGS:"))
    {
        Some(rest) => rest.split_whitespace().map(String::from).collect(),
        None => vec![
            "--split-input-file".to_string(),
            "--allow-unregistered-dialect".to_string(),
        ],
    }
}

/// Prints every failure and the totals of a corpus of `files` files, and panics if any failed.
fn finish(corpus: &str, files: usize, failures: &[String]) {
    for f in failures {
        eprintln!("FAILED {f}\n");
    }
    eprintln!(
        "{corpus}: {} passed, {} failed",
        files - failures.len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{corpus}: {} of {} files differ",
        failures.len(),
        files
    );
}

/// Runs the canonicalization corpus at `root` (`X.mlir` inputs beside their `X.mlir.canon`
/// goldens, mlir-opt's stdout for `--canonicalize ARGS X.mlir`, see `regen.sh` there) with the
/// dialects `setup` registers, and panics listing every difference. `ODS_CORPUS_FILTER`
/// selects files by substring.
pub fn run_canonicalize_corpus(root: &Path, setup: Setup) {
    let filter = std::env::var("ODS_CORPUS_FILTER").unwrap_or_default();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(root)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
                .filter(|p| p.to_string_lossy().contains(&filter))
                .collect()
        })
        .unwrap_or_default();
    paths.sort();
    let mut failures = Vec::new();
    for path in &paths {
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read(path).unwrap_or_default();
        let mut args = vec!["--canonicalize".to_string()];
        args.extend(canon_args(&text));
        let want = match std::fs::read(path.with_extension("mlir.canon")) {
            Ok(w) => w,
            Err(e) => {
                failures.push(format!("{name}: no golden: {e}"));
                continue;
            }
        };
        check(
            &mut failures,
            &format!("{name}: canonicalized output differs"),
            run_file(setup, &name, &text, &args, false),
            &want,
        );
    }
    finish("canonicalize corpus", paths.len(), &failures);
}

/// `stderr` with the figures of its execution time reports replaced by `T` (the total, and
/// each `  TIME (PERCENT%)` column, sign included), so that two runs compare by layout.
pub fn mask_timing(stderr: &[u8]) -> Vec<u8> {
    let text = lossy(stderr);
    let mut out = String::with_capacity(text.len());
    let mut in_report = false;
    for line in text.split_inclusive('\n') {
        if line.contains("... Execution time report ...") {
            in_report = true;
        }
        if let Some(rest) = line.strip_prefix("  Total Execution Time: ") {
            let unit = rest.find(' ').map_or("", |i| &rest[i..]);
            out.push_str("  Total Execution Time: T");
            out.push_str(unit);
            continue;
        }
        // `  -0.0012 (-12.3%)  Name`: two spaces, figures, two spaces, the indented name
        let figures = line
            .find(")  ")
            .filter(|&i| in_report && line[..i].contains(" (") && line[..i].contains('%'));
        match figures {
            Some(i) => {
                out.push_str("  T");
                out.push_str(&line[i + 1..]);
            }
            None => out.push_str(line),
        }
    }
    out.into_bytes()
}

/// Masked execution time reports in list layout (`--mlir-timing-display=list`) with their
/// entries (between the column header and `Rest`) sorted by name: the list is ordered by
/// time, which varies from run to run. `regen.sh` sorts its goldens the same way.
pub fn sort_timing_list(masked: &[u8]) -> Vec<u8> {
    let text = lossy(masked);
    let mut lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut start = None;
    for i in 0..lines.len() {
        if lines[i].contains("----Wall Time----") {
            start = Some(i + 1);
        } else if lines[i] == "  T  Rest\n" {
            if let Some(s) = start.take() {
                lines[s..i].sort_unstable();
            }
        }
    }
    lines.concat().into_bytes()
}

/// The words of an `// ARGS:` line as the pass corpus's `regen.sh` splits them: at
/// whitespace, except inside single quotes (removed), so that
/// `'--canonicalize=disable-patterns={(anonymous namespace)::X}'` is one argument.
pub fn split_args(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let (mut quoted, mut have) = (false, false);
    for c in text.chars() {
        if c == '\'' {
            quoted = !quoted;
            have = true;
        } else if !quoted && c.is_whitespace() {
            if have {
                out.push(std::mem::take(&mut word));
            }
            have = false;
        } else {
            word.push(c);
            have = true;
        }
    }
    if have {
        out.push(word);
    }
    out
}

/// Runs the pass corpus at `root` (one folder per pass or feature, `X.mlir` inputs whose first
/// line is `// ARGS: ...`, beside mlir-opt's `X.mlir.out` and `X.mlir.err`; see `regen.sh`
/// there) with the dialects `setup` registers, and panics listing every difference. Files
/// named `fail-*` must fail, the others succeed. `ODS_CORPUS_FILTER` selects files by
/// substring of their `folder/name`. With `--mlir-timing` the figures of the execution time
/// report are masked on both sides ([`mask_timing`]): its layout is compared.
pub fn run_pass_corpus(root: &Path, setup: Setup) {
    let filter = std::env::var("ODS_CORPUS_FILTER").unwrap_or_default();
    let mut paths: Vec<PathBuf> = Vec::new();
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    dirs.retain(|d| d.is_dir());
    dirs.sort();
    for d in &dirs {
        let mut files: Vec<PathBuf> = std::fs::read_dir(d)
            .map(|rd| {
                rd.filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
                    .filter(|p| {
                        let rel = p.strip_prefix(root).unwrap_or(p);
                        rel.to_string_lossy().contains(&filter)
                    })
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        paths.extend(files);
    }
    let mut failures = Vec::new();
    for path in &paths {
        let rel = path.strip_prefix(root).unwrap_or(path).to_string_lossy();
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read(path).unwrap_or_default();
        let first = text.split(|b| *b == b'\n').next().unwrap_or_default();
        let Some(args) = lossy(first).strip_prefix("// ARGS:").map(|a| {
            split_args(a)
                .into_iter()
                .chain(std::iter::once(name.clone()))
                .collect::<Vec<_>>()
        }) else {
            failures.push(format!("{rel}: the first line must be `// ARGS: ...`"));
            continue;
        };
        let (Ok(want_out), Ok(want_err)) = (
            std::fs::read(path.with_extension("mlir.out")),
            std::fs::read(path.with_extension("mlir.err")),
        ) else {
            failures.push(format!("{rel}: no goldens (run regen.sh)"));
            continue;
        };
        let should_fail = name.starts_with("fail-");
        let timed = args.iter().any(|a| a == "--mlir-timing");
        let listed = args.iter().any(|a| a == "--mlir-timing-display=list");
        let mut got = match Options::parse_for("mlir-opt", args) {
            Ok(opts) => run(&opts, &text, setup),
            Err(msg) => Outcome {
                stdout: Vec::new(),
                stderr: format!("{msg}\n").into_bytes(),
                code: 1,
            },
        };
        let want_err = if timed && listed {
            got.stderr = sort_timing_list(&mask_timing(&got.stderr));
            sort_timing_list(&mask_timing(&want_err))
        } else if timed {
            got.stderr = mask_timing(&got.stderr);
            mask_timing(&want_err)
        } else {
            want_err
        };
        if (got.code != 0) != should_fail {
            failures.push(format!(
                "{rel}: exit code {} (want {}); stderr:\n{}",
                got.code,
                if should_fail { "non-zero" } else { "0" },
                lossy(&got.stderr)
            ));
        } else if got.stdout != want_out {
            failures.push(format!(
                "{rel}: stdout differs; {}\n--- got:\n{}--- want:\n{}",
                first_diff(&got.stdout, &want_out),
                lossy(&got.stdout),
                lossy(&want_out)
            ));
        } else if got.stderr != want_err {
            failures.push(format!(
                "{rel}: stderr differs; {}\n--- got:\n{}--- want:\n{}",
                first_diff(&got.stderr, &want_err),
                lossy(&got.stderr),
                lossy(&want_err)
            ));
        }
    }
    finish("pass corpus", paths.len(), &failures);
}
