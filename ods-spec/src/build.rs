//! The `build.rs` API, in the style of `prost-build`.
//!
//! A dialect crate generates its ops at build time in three steps:
//!
//! 1. `Cargo.toml`: depend on `ods-runtime`, and on `ods-spec` under `[build-dependencies]`.
//! 2. Write the dialect in `src/toy.ods`.
//! 3. `build.rs`:
//!    ```no_run
//!    // build.rs: fn main() { ... }
//!    ods_spec::build::compile(&["src/toy.ods"]).unwrap_or_else(|e| panic!("{e}"));
//!    ```
//!    (a build script reports failures by exiting non-zero; the error text carries
//!    `file:line:col` locations and source snippets), or with settings:
//!    ```no_run
//!    ods_spec::build::Config::new()
//!        .docs_dir("target/ods-docs")
//!        .compile(&["src/toy.ods"])
//!        .unwrap_or_else(|e| panic!("{e}"));
//!    ```
//! 4. `src/lib.rs`: `pub mod toy { include!(concat!(env!("OUT_DIR"), "/toy.rs")); }`
//!
//! Each input `dir/name.ods` becomes `$OUT_DIR/name.rs`, formatted with prettyplease and starting
//! with an `@generated` header. A file is only rewritten when its contents change, so unchanged
//! specs do not trigger rebuilds of the dialect crate, and `cargo:rerun-if-changed` is printed
//! for every input.

use std::fmt;
use std::path::{Path, PathBuf};

/// Why a build failed.
#[derive(Debug)]
pub enum Error {
    /// reading an input or writing an output failed
    Io {
        /// the path involved
        path: PathBuf,
        /// the underlying error
        error: std::io::Error,
    },
    /// the `.ods` input has errors; the rendered diagnostics (`file:line:col: error: ...`)
    Ods(String),
    /// neither `Config::out_dir` nor the `OUT_DIR` environment variable is set
    NoOutDir,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Io { path, error } => write!(f, "{}: {error}", path.display()),
            Error::Ods(text) => f.write_str(text.trim_end()),
            Error::NoOutDir => f.write_str(
                "OUT_DIR is not set: call this from a build script or set Config::out_dir",
            ),
        }
    }
}

impl std::error::Error for Error {}

/// Settings of a generation run.
#[derive(Clone, Debug, Default)]
pub struct Config {
    out_dir: Option<PathBuf>,
    docs_dir: Option<PathBuf>,
    emit_rerun: bool,
}

impl Config {
    /// Default settings: output to `OUT_DIR`, no docs, `cargo:rerun-if-changed` lines printed.
    pub fn new() -> Self {
        Config {
            out_dir: None,
            docs_dir: None,
            emit_rerun: true,
        }
    }

    /// Writes the generated Rust files to `dir` instead of `OUT_DIR`.
    pub fn out_dir(&mut self, dir: impl Into<PathBuf>) -> &mut Self {
        self.out_dir = Some(dir.into());
        self
    }

    /// Also writes the markdown reference of each input to `dir/<name>.md`.
    pub fn docs_dir(&mut self, dir: impl Into<PathBuf>) -> &mut Self {
        self.docs_dir = Some(dir.into());
        self
    }

    /// Whether to print `cargo:rerun-if-changed=<input>` lines (default `true`; turn off when
    /// calling from outside a build script).
    pub fn emit_rerun_if_changed(&mut self, on: bool) -> &mut Self {
        self.emit_rerun = on;
        self
    }

    /// Generates one Rust file per input. Stops at the first input with errors, returning all
    /// of that input's diagnostics.
    pub fn compile(&self, inputs: &[impl AsRef<Path>]) -> Result<(), Error> {
        let out_dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => std::env::var_os("OUT_DIR")
                .map(PathBuf::from)
                .ok_or(Error::NoOutDir)?,
        };
        for input in inputs {
            let input = input.as_ref();
            if self.emit_rerun {
                println!("cargo:rerun-if-changed={}", input.display());
            }
            let text = std::fs::read_to_string(input).map_err(|error| Error::Io {
                path: input.to_path_buf(),
                error,
            })?;
            let name = input.to_string_lossy();
            let stem = input
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_else(|| "ods".to_string());
            let rust = crate::generate_rust_file(&name, &text).map_err(Error::Ods)?;
            write_if_changed(&out_dir.join(format!("{stem}.rs")), &rust)?;
            if let Some(docs) = &self.docs_dir {
                let c = crate::analyze(&name, &text);
                let model = c
                    .model
                    .map_err(|d| Error::Ods(crate::render_diagnostics(&c.sources, &d)))?;
                let md = crate::docgen::generate_markdown(&model);
                write_if_changed(&docs.join(format!("{stem}.md")), &md)?;
            }
        }
        Ok(())
    }
}

/// Shortcut for `Config::new().compile(inputs)`.
pub fn compile(inputs: &[impl AsRef<Path>]) -> Result<(), Error> {
    Config::new().compile(inputs)
}

/// Writes `text` to `path` unless the file already holds exactly that text (so that cargo's
/// mtime-based rebuild detection sees no change). Creates the parent directory.
pub fn write_if_changed(path: &Path, text: &str) -> Result<(), Error> {
    if std::fs::read(path).is_ok_and(|old| old == text.as_bytes()) {
        return Ok(());
    }
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|error| Error::Io {
            path: parent.to_path_buf(),
            error,
        })?;
    }
    std::fs::write(path, text).map_err(|error| Error::Io {
        path: path.to_path_buf(),
        error,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn write_if_changed_keeps_mtime_of_identical_file() {
        let dir = std::env::temp_dir().join(format!("ods-build-test-{}", std::process::id()));
        let path = dir.join("x.rs");
        write_if_changed(&path, "a").unwrap();
        let t0 = std::fs::metadata(&path).unwrap().modified().unwrap();
        std::thread::sleep(std::time::Duration::from_millis(20));
        write_if_changed(&path, "a").unwrap();
        let t1 = std::fs::metadata(&path).unwrap().modified().unwrap();
        assert_eq!(t0, t1);
        write_if_changed(&path, "b").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "b");
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn missing_input_is_an_io_error_naming_the_path() {
        let e = Config::new()
            .out_dir(std::env::temp_dir())
            .emit_rerun_if_changed(false)
            .compile(&["/nonexistent/x.ods"])
            .unwrap_err();
        assert!(e.to_string().starts_with("/nonexistent/x.ods: "), "{e}");
    }
}
