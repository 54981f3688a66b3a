//! A dialect crate written by a user, outside the workspace (`tests/user-crate/`, path
//! dependencies on `ods-runtime` and `ods-spec`): its `build.rs` generates the `calc` dialect,
//! its hooks are trait impls, its canonicalization patterns are typed, `calc-build` builds a
//! program with the generated `create` builders and an `OpBuilder`, and `calc-opt` is its
//! `-opt` driver. The test builds the crate with cargo, runs both binaries and compares their
//! output with `tests/user-crate/expected/`; then it builds the crate with the feature
//! `mistake`, whose verifier hook takes `&mut Context`, and compares rustc's error (reported at
//! the user's `impl`, naming the expected signature) with `expected/mistake.stderr`. The
//! driver's runs include the crate's pass inside `inline`'s `op-pipelines`, which only this
//! tool's registry knows.
//!
//! Regenerate the expectations with `ODS_BLESS=1 cargo test -p ods-tests --test user_crate`.

use std::path::Path;
use std::process::Command;

use ods_tests::fixture;

const MANIFEST: &str = r#"[package]
name = "calc-crate"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
ods-runtime = { path = "$WORKSPACE/runtime" }

[build-dependencies]
ods-spec = { path = "$WORKSPACE/ods-spec" }

[features]
# the deliberate hook mistake of the test
mistake = []

[workspace]
"#;

const FILES: &[&str] = &[
    "build.rs",
    "src/calc.ods",
    "src/lib.rs",
    "src/bin/calc-opt.rs",
    "src/bin/calc-build.rs",
    "input.mlir",
    "invalid.mlir",
];

fn run(exe: &Path, args: &[&str], cwd: &Path) -> String {
    let out = Command::new(exe)
        .args(args)
        .current_dir(cwd)
        .output()
        .unwrap_or_else(|e| panic!("{}: {e}", exe.display()));
    format!(
        "{}{}// exit status: {}\n",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
        out.status.code().unwrap_or(-1)
    )
}

/// rustc's error lines (the message, its location and the signature notes), with the project
/// path made relative.
fn error_report(stderr: &str, project: &Path) -> String {
    stderr
        .lines()
        .filter(|l| {
            let t = l.trim_start();
            l.starts_with("error")
                || t.starts_with("-->")
                || t.starts_with("= note: expected")
                || t.starts_with("found signature")
        })
        .map(|l| l.replace(&project.display().to_string(), "$PROJECT"))
        .map(|l| l + "\n")
        .collect()
}

#[test]
fn a_dialect_crate_of_ones_own() {
    let fixture_dir = fixture::workspace().join("tests").join("user-crate");
    let expected = fixture_dir.join("expected");
    let project = fixture::target_dir().join("tests").join("ods-user-crate");
    let manifest = fixture::set_up(&fixture_dir, &project, FILES, MANIFEST);

    let out = fixture::cargo_build(&manifest, &["--bins"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "the user crate does not build:\n{stderr}"
    );
    let bin = fixture::fixture_target_dir().join("debug");
    let built = run(&bin.join("calc-build"), &[], &project);
    fixture::assert_blessed(&built, &expected.join("build.txt"), &built);
    for (args, file) in [
        (&["input.mlir"][..], "opt.txt"),
        (
            &["input.mlir", "--canonicalize"][..],
            "opt-canonicalize.txt",
        ),
        (
            &["input.mlir", "--mlir-print-op-generic"][..],
            "opt-generic.txt",
        ),
        (
            &["invalid.mlir", "--verify-diagnostics"][..],
            "opt-verify-diagnostics.txt",
        ),
        // the pass `calc.ods` declares, with and without options, nested on the module
        (
            &[
                "input.mlir",
                "--calc-label-prints",
                "--mlir-pass-statistics",
            ][..],
            "opt-label-prints.txt",
        ),
        (
            &[
                "input.mlir",
                "--pass-pipeline=builtin.module(canonicalize,calc-label-prints{prefix=p first=7})",
                "--dump-pass-pipeline",
            ][..],
            "opt-label-prints-options.txt",
        ),
        (
            &["input.mlir", "--calc-label-prints=first=x"][..],
            "opt-label-prints-bad-option.txt",
        ),
        // the pass in the pipelines `inline` runs itself: checked and printed through this
        // tool's registry, its option errors in mlir-opt's nested form
        (
            &[
                "input.mlir",
                "--inline=op-pipelines=builtin.module(calc-label-prints{prefix=p})",
                "--dump-pass-pipeline",
            ][..],
            "opt-inline-label-prints.txt",
        ),
        (
            &[
                "input.mlir",
                "--inline=op-pipelines=builtin.module(calc-label-prints{first=x})",
            ][..],
            "opt-inline-label-prints-bad-option.txt",
        ),
        // the driver names itself after the binary, as mlir-opt does
        (&["--help"][..], "opt-help.txt"),
        (&["--bogus"][..], "opt-bad-flag.txt"),
    ] {
        let text = run(&bin.join("calc-opt"), args, &project);
        fixture::assert_blessed(&text, &expected.join(file), &text);
    }

    let out = fixture::cargo_build(&manifest, &["--bins", "--features", "mistake"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "the mistake compiled:\n{stderr}");
    fixture::assert_blessed(
        &error_report(&stderr, &project),
        &expected.join("mistake.stderr"),
        &stderr,
    );
}
