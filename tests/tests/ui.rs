//! UI tests of the two macro front ends. Every `.ods` mistake in `tests/ui/` must fail to
//! compile `include_ods!` with exactly one error, located in the `.ods` file; every mistake in a
//! `#[ods_macros::dialect]` module (`tests/ui/attr-*.rs`) must fail at the Rust span of the
//! offending token (notes follow as errors of their own, `note: ...`). The texts are pinned in
//! the `.stderr` file next to each test (rustc's output as `cargo check` shows it, trailing
//! spaces trimmed). Regenerate them with `ODS_UI=overwrite cargo test -p ods-tests --test ui`.
//!
//! Every case is checked by rustc itself, with the `ods-macros` and `ods-runtime` this test was
//! built against (found beside the test binary in `target/*/deps`), as trybuild would, but not
//! one crate per case: the cases whose errors all come from the macros (the macros' own
//! `compile_error!`s) are compiled together, each file a module of one crate (`#[path] mod`),
//! and rustc's diagnostics are split by the file they point at. Rustc loads the proc macro once
//! instead of 200 times, and no dependency is built again in a second target directory. Cases
//! whose `.stderr` holds an error of rustc's own (`error[E...]`: a hook with the wrong
//! signature, a missing hook) are compiled alone, as their messages name types, and rustc
//! shortens a type's path only when its name is unique in the crate.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// One `tests/ui/NAME.rs` file and its expected output (`None`: no `.stderr` yet).
struct Case {
    rs: PathBuf,
    stderr: PathBuf,
    expected: Option<String>,
}

impl Case {
    /// `ui/NAME.rs`, as the rendered diagnostics name the file.
    fn shown(&self) -> String {
        format!("ui/{}", self.rs.file_name().unwrap().to_string_lossy())
    }

    /// Compiled alone: its expected output has errors of rustc's own.
    fn solo(&self) -> bool {
        self.expected
            .as_deref()
            .is_some_and(|e| e.contains("error[E"))
    }
}

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn cases() -> Vec<Case> {
    let dir = manifest_dir().join("ui");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|rs| {
            let stderr = rs.with_extension("stderr");
            let expected = std::fs::read_to_string(&stderr).ok();
            Case {
                rs,
                stderr,
                expected,
            }
        })
        .collect()
}

/// The newest `lib{name}-*.{ext}` of the dependency folder (several exist when the crate was
/// built with other flags; the newest is the one built from the current sources).
fn artifact(deps: &Path, name: &str, ext: &str) -> PathBuf {
    let prefix = format!("lib{name}-");
    std::fs::read_dir(deps)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let f = p.file_name().unwrap().to_string_lossy();
            f.starts_with(&prefix) && f.ends_with(&format!(".{ext}"))
        })
        .max_by_key(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok())
        .unwrap_or_else(|| panic!("no {prefix}*.{ext} in {}", deps.display()))
}

/// The rustc command that checks a crate against this test's `ods-macros` and `ods-runtime`,
/// with trybuild's flags.
fn rustc(out_dir: &Path) -> Command {
    let deps = std::env::current_exe()
        .unwrap()
        .parent()
        .unwrap()
        .to_path_buf();
    let macros = artifact(&deps, "ods_macros", std::env::consts::DLL_EXTENSION);
    let runtime = artifact(&deps, "ods_runtime", "rlib");
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let mut cmd = Command::new(rustc);
    cmd.current_dir(manifest_dir())
        // The macro looks for the `.ods` file beside the calling source file.
        .env_remove("CARGO_MANIFEST_DIR")
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "bin",
            "--emit=metadata",
        ])
        .args(["--diagnostic-width=140", "-A", "dead_code", "--color=never"])
        .arg("--out-dir")
        .arg(out_dir)
        .arg("-L")
        .arg(format!("dependency={}", deps.display()))
        .arg("--extern")
        .arg(format!("ods_macros={}", macros.display()))
        .arg("--extern")
        .arg(format!("ods_runtime={}", runtime.display()))
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    cmd
}

/// Rustc's diagnostics, normalized as trybuild does (paths relative to `tests/`, trailing
/// spaces trimmed, the closing `aborting due to` and `rustc --explain` lines dropped), by the
/// file their primary location names.
fn diagnostics_by_file(stderr: &str) -> BTreeMap<String, Vec<String>> {
    let prefix = format!("{}/", manifest_dir().display());
    let text = stderr.replace(&prefix, "");
    let mut diags: Vec<Vec<&str>> = Vec::new();
    for line in text.lines() {
        if line.starts_with("error") || line.starts_with("warning") {
            diags.push(vec![line]);
        } else if let Some(d) = diags.last_mut() {
            d.push(line);
        } else {
            diags.push(vec![line]);
        }
    }
    let mut by_file: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for d in diags {
        let first = d[0];
        if first.starts_with("error: aborting due to")
            || first.starts_with("warning: ")
                && first.contains(" warning") // the `N warnings emitted` summary
                && first.ends_with("emitted")
        {
            continue;
        }
        let body: Vec<String> = d
            .iter()
            .filter(|l| !l.starts_with("For more information about"))
            .map(|l| l.trim_end().to_string())
            .collect();
        let body = body.join("\n").trim_end().to_string();
        let file = d
            .iter()
            .find_map(|l| l.trim_start().strip_prefix("--> "))
            .and_then(|loc| loc.split(':').next())
            .unwrap_or("<no location>")
            .to_string();
        by_file.entry(file).or_default().push(body);
    }
    by_file
}

/// What `cargo check` of the case alone prints, as trybuild shows it.
fn stderr_of(by_file: &BTreeMap<String, Vec<String>>, case: &Case) -> String {
    match by_file.get(&case.shown()) {
        Some(diags) => format!("{}\n", diags.join("\n\n")),
        None => String::new(),
    }
}

/// One crate holding each case as a module; rustc's stderr.
fn compile_together(cases: &[&Case], out_dir: &Path, crate_name: &str) -> std::process::Child {
    let mut main = String::from("// generated by tests/tests/ui.rs\n");
    for (i, case) in cases.iter().enumerate() {
        main.push_str(&format!(
            "#[path = {:?}]\nmod case_{i};\n",
            case.rs.to_str().unwrap()
        ));
    }
    main.push_str("fn main() {}\n");
    let file = out_dir.join(format!("{crate_name}.rs"));
    std::fs::write(&file, main).unwrap();
    rustc(out_dir).arg(&file).spawn().unwrap()
}

fn output(child: std::process::Child) -> String {
    let out = child.wait_with_output().unwrap();
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn ui() {
    let cases = cases();
    assert!(cases.len() > 200, "tests/ui holds {} cases", cases.len());
    let out_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("ui");
    std::fs::create_dir_all(&out_dir).unwrap();

    // Two batches (one per core) and the solo cases, all at once.
    let (solo, batched): (Vec<&Case>, Vec<&Case>) = cases.iter().partition(|c| c.solo());
    let half = batched.len().div_ceil(2);
    let mut runs = Vec::new();
    for (i, chunk) in batched.chunks(half.max(1)).enumerate() {
        let child = compile_together(chunk, &out_dir, &format!("ui_batch_{i}"));
        runs.push((chunk.to_vec(), child));
    }
    for case in &solo {
        let child = rustc(&out_dir).arg(&case.rs).spawn().unwrap();
        runs.push((vec![*case], child));
    }

    let overwrite = std::env::var("ODS_UI").is_ok_and(|v| v == "overwrite");
    let mut failures = Vec::new();
    let mut checked = 0;
    for (chunk, child) in runs {
        let stderr = output(child);
        let by_file = diagnostics_by_file(&stderr);
        for case in chunk {
            let actual = stderr_of(&by_file, case);
            checked += 1;
            if actual.is_empty() {
                failures.push(format!(
                    "{}: expected a compile error, but it compiles (rustc said:\n{stderr})",
                    case.shown()
                ));
            } else if overwrite {
                std::fs::write(&case.stderr, &actual).unwrap();
            } else if case.expected.as_deref() != Some(actual.as_str()) {
                failures.push(format!(
                    "{}: EXPECTED:\n{}\nACTUAL:\n{actual}",
                    case.shown(),
                    case.expected.as_deref().unwrap_or("(no .stderr file)\n")
                ));
            }
        }
        // Diagnostics pointing at no case (an unexpected file) fail the test too.
        for (file, diags) in &by_file {
            if !file.starts_with("ui/") {
                failures.push(format!(
                    "diagnostics outside the cases:\n{}",
                    diags.join("\n\n")
                ));
            }
        }
    }
    assert_eq!(checked, cases.len());
    assert!(
        failures.is_empty(),
        "{} of {} UI cases failed ({}):\n\n{}",
        failures.len(),
        cases.len(),
        "ODS_UI=overwrite cargo test -p ods-tests --test ui rewrites the .stderr files",
        failures.join("\n\n")
    );
}
