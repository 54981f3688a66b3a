//! Crates outside the workspace, built by tests: a fixture directory of `tests/` is copied into
//! a project under the target directory (with the workspace's `Cargo.lock`, so the dependency
//! versions are the ones already downloaded) and built with cargo, offline, in a target
//! directory of its own shared by all such projects (`<target>/tests/build-fixture`, kept
//! between runs: the first run builds the workspace crates they depend on there, later ones
//! only the fixture).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The cargo target directory the running test executable lives in
/// (`<target>/<profile>/deps/<test exe>`).
pub fn target_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    exe.ancestors()
        .find(|p| p.file_name().is_some_and(|n| n == "deps"))
        .and_then(|deps| deps.parent())
        .and_then(|profile| profile.parent())
        .map(Path::to_path_buf)
        .expect("the test runs from <target>/<profile>/deps")
}

/// The target directory the fixture projects build in.
pub fn fixture_target_dir() -> PathBuf {
    target_dir().join("tests").join("build-fixture")
}

/// The workspace root.
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

/// Writes `text` to `to` unless it already holds it (so cargo sees unchanged sources as fresh).
pub fn write_if_changed(to: &Path, text: &[u8]) {
    if let Some(parent) = to.parent() {
        std::fs::create_dir_all(parent).unwrap();
    }
    if std::fs::read(to).ok().as_deref() != Some(text) {
        std::fs::write(to, text).unwrap();
    }
}

/// Copies `files` (paths relative to `fixture`) into `project`, and writes its `Cargo.toml`
/// (`manifest`, where `$WORKSPACE` stands for the workspace root) and a `Cargo.lock` copied from
/// the workspace on first use. Returns the manifest path.
pub fn set_up(fixture: &Path, project: &Path, files: &[&str], manifest: &str) -> PathBuf {
    for f in files {
        let from = fixture.join(f);
        let text = std::fs::read(&from).unwrap_or_else(|e| panic!("{}: {e}", from.display()));
        write_if_changed(&project.join(f), &text);
    }
    let manifest = manifest.replace("$WORKSPACE", &workspace().display().to_string());
    let manifest_path = project.join("Cargo.toml");
    write_if_changed(&manifest_path, manifest.as_bytes());
    if !project.join("Cargo.lock").exists() {
        let lock = std::fs::read(workspace().join("Cargo.lock")).expect("workspace Cargo.lock");
        write_if_changed(&project.join("Cargo.lock"), &lock);
    }
    manifest_path
}

/// `cargo build --offline` of the project at `manifest_path` with extra `args`, in the shared
/// fixture target directory, without colours or backtraces.
pub fn cargo_build(manifest_path: &Path, args: &[&str]) -> Output {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    Command::new(cargo)
        .arg("build")
        .arg("--offline")
        .arg("--manifest-path")
        .arg(manifest_path)
        .arg("--target-dir")
        .arg(fixture_target_dir())
        .args(args)
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("RUST_BACKTRACE")
        .env_remove("RUSTFLAGS")
        .env("CARGO_TERM_COLOR", "never")
        .output()
        .expect("cargo runs")
}

/// Compares `actual` with the file at `expected_path`, or writes it there when `ODS_BLESS` is
/// set; `context` is shown on a mismatch.
pub fn assert_blessed(actual: &str, expected_path: &Path, context: &str) {
    if std::env::var_os("ODS_BLESS").is_some() {
        write_if_changed(expected_path, actual.as_bytes());
    }
    let expected = std::fs::read_to_string(expected_path).unwrap_or_default();
    assert_eq!(
        actual,
        expected,
        "output differs from {} (bless with ODS_BLESS=1); context:\n{context}",
        expected_path.display()
    );
}
