//! The `build.rs` API reports `.ods` mistakes the cargo way: a crate whose build script calls
//! `ods_spec::build::compile` on a broken `.ods` file (`tests/build-fixture/`) fails to build
//! with one `error: file:line:col: message` line per diagnostic in cargo's output, and no panic.
//!
//! The test copies the fixture into a project under the target directory (outside the
//! workspace, with the workspace's `Cargo.lock` so the dependency versions are the ones already
//! downloaded) and builds it with cargo in a target directory of its own (`<target>/tests/
//! build-fixture`, kept between runs: the first run builds `ods-spec` and its dependencies
//! there, later ones only the fixture). Regenerate `expected.stderr` with
//! `ODS_BLESS=1 cargo test -p ods-tests --test build_errors`.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The cargo target directory this test runs from (`<target>/debug/deps/<test exe>`).
fn target_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    exe.ancestors()
        .find(|p| p.file_name().is_some_and(|n| n == "deps"))
        .and_then(|deps| deps.parent())
        .and_then(|profile| profile.parent())
        .map(Path::to_path_buf)
        .expect("the test runs from <target>/<profile>/deps")
}

fn copy(from: &Path, to: &Path) {
    if let Some(parent) = to.parent() {
        std::fs::create_dir_all(parent).unwrap();
    }
    let text = std::fs::read(from).unwrap_or_else(|e| panic!("{}: {e}", from.display()));
    // write only when changed, so cargo sees unchanged sources as fresh
    if std::fs::read(to).ok().as_deref() != Some(&text[..]) {
        std::fs::write(to, text).unwrap();
    }
}

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
    let tests = Path::new(env!("CARGO_MANIFEST_DIR"));
    let fixture = tests.join("build-fixture");
    let workspace = tests.parent().expect("workspace root");
    let target = target_dir();
    let project = target.join("tests").join("ods-build-fixture");
    for f in ["build.rs", "broken.ods", "src/lib.rs"] {
        copy(&fixture.join(f), &project.join(f));
    }
    let manifest = format!(
        r#"[package]
name = "ods-build-fixture"
version = "0.0.0"
edition = "2021"
publish = false

[build-dependencies]
ods-spec = {{ path = {:?} }}

[workspace]
"#,
        workspace.join("ods-spec").display().to_string()
    );
    let manifest_path = project.join("Cargo.toml");
    if std::fs::read_to_string(&manifest_path).ok().as_deref() != Some(&manifest) {
        std::fs::write(&manifest_path, manifest).unwrap();
    }
    if !project.join("Cargo.lock").exists() {
        copy(&workspace.join("Cargo.lock"), &project.join("Cargo.lock"));
    }
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = Command::new(cargo)
        .arg("build")
        .arg("--offline")
        .arg("--manifest-path")
        .arg(&manifest_path)
        .arg("--target-dir")
        .arg(target.join("tests").join("build-fixture"))
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("RUST_BACKTRACE")
        .env("CARGO_TERM_COLOR", "never")
        .output()
        .expect("cargo runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "the fixture built:\n{stderr}");
    assert!(
        !stderr.contains("panicked") && !stderr.contains("failed to run custom build command"),
        "the build script panicked or exited with an error status:\n{stderr}"
    );
    let actual = error_lines(&stderr, &project);
    let expected_path = fixture.join("expected.stderr");
    if std::env::var_os("ODS_BLESS").is_some() {
        std::fs::write(&expected_path, &actual).unwrap();
    }
    let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
    assert_eq!(
        actual,
        expected,
        "cargo's error lines differ from {} (bless with ODS_BLESS=1); full output:\n{stderr}",
        expected_path.display()
    );
}
