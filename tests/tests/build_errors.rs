//! The `build.rs` API reports `.ods` mistakes the cargo way: a crate whose build script calls
//! `ods_spec::build::compile` on a broken `.ods` file (`tests/build-fixture/`) fails to build
//! with one `error: file:line:col: message` line per diagnostic in cargo's output, and no panic.
//!
//! The fixture is built outside the workspace by `ods_tests::fixture` (see its docs for the
//! target directory). Regenerate `expected.stderr` with
//! `ODS_BLESS=1 cargo test -p ods-tests --test build_errors`.

use std::path::Path;

use ods_tests::fixture;

/// The lines of cargo's output that report errors, with the project path made relative.
fn error_lines(stderr: &str, project: &Path) -> String {
    stderr
        .lines()
        .filter(|l| l.starts_with("error"))
        .map(|l| l.replace(&project.display().to_string(), "$PROJECT"))
        .map(|l| l + "\n")
        .collect()
}

#[test]
fn build_script_errors_are_cargo_errors() {
    let fixture_dir = fixture::workspace().join("tests").join("build-fixture");
    let project = fixture::target_dir()
        .join("tests")
        .join("ods-build-fixture");
    let manifest = r#"[package]
name = "ods-build-fixture"
version = "0.0.0"
edition = "2021"
publish = false

[build-dependencies]
ods-spec = { path = "$WORKSPACE/ods-spec" }

[workspace]
"#;
    let manifest_path = fixture::set_up(
        &fixture_dir,
        &project,
        &["build.rs", "broken.ods", "src/lib.rs"],
        manifest,
    );
    let out = fixture::cargo_build(&manifest_path, &[]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "the fixture built:\n{stderr}");
    assert!(
        !stderr.contains("panicked") && !stderr.contains("failed to run custom build command"),
        "the build script panicked or exited with an error status:\n{stderr}"
    );
    fixture::assert_blessed(
        &error_lines(&stderr, &project),
        &fixture_dir.join("expected.stderr"),
        &stderr,
    );
}
