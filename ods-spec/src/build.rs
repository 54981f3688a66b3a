//! The `build.rs` API, in the style of `prost-build`.
//!
//! A dialect crate generates its ops at build time in three steps:
//!
//! 1. `Cargo.toml`: depend on `ods-runtime`, and on `ods-spec` under `[build-dependencies]`.
//! 2. Write the dialect in `src/toy.ods`.
//! 3. `build.rs`:
//!    ```no_run
//!    // build.rs: fn main() { ... }
//!    ods_spec::build::compile(&["src/toy.ods"]);
//!    ```
//!    or with settings:
//!    ```no_run
//!    ods_spec::build::Config::new()
//!        .docs_dir("target/ods-docs")
//!        .compile_or_fail(&["src/toy.ods"]);
//!    ```
//! 4. `src/lib.rs`: `pub mod toy { include!(concat!(env!("OUT_DIR"), "/toy.rs")); }`
//!
//! Each input `dir/name.ods` becomes `$OUT_DIR/name.rs`, laid out by the generator's own linear
//! printer ([`crate::codegen::layout`]; [`Config::pretty`] asks for prettyplease instead) and
//! starting with an `@generated` header. A file is only rewritten when its contents change, so unchanged
//! specs do not trigger rebuilds of the dialect crate, and `cargo:rerun-if-changed` is printed
//! for every input.
//!
//! # Errors
//!
//! [`compile`] and [`Config::compile_or_fail`] report a mistake in a `.ods` file the way cargo
//! reports build-script errors: one `cargo::error=` line per diagnostic, with its `file:line:col`
//! location, and then the build script exits (status 0: cargo fails the build because of the
//! error lines, without a panic or a backtrace). For a broken `src/toy.ods`, `cargo build`
//! shows
//!
//! ```text
//! error: src/toy.ods:3:14: `op` is reserved for the generated API of an op; rename it
//! ```
//!
//! To handle errors yourself, call [`Config::compile`] (or [`try_compile`]), which returns a
//! [`Result`]; [`Error::emit_cargo_errors`] prints an error the way [`compile`] does, and its
//! `Display` is the full rendering with source lines and carets.

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
    /// the `.ods` input has errors
    Ods(OdsErrors),
    /// neither `Config::out_dir` nor the `OUT_DIR` environment variable is set
    NoOutDir,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Io { path, error } => write!(f, "{}: {error}", path.display()),
            Error::Ods(e) => f.write_str(e.rendered.trim_end()),
            Error::NoOutDir => f.write_str(
                "OUT_DIR is not set: call this from a build script or set Config::out_dir",
            ),
        }
    }
}

impl std::error::Error for Error {}

impl Error {
    /// The error as cargo build-script error messages: one line per `.ods` diagnostic
    /// (`file:line:col: message`, its notes appended as `(note: file:line:col: message)`), or
    /// the error's text for I/O errors.
    pub fn cargo_messages(&self) -> Vec<String> {
        match self {
            Error::Ods(e) => e.lines.clone(),
            other => vec![other.to_string().replace('\n', " ")],
        }
    }

    /// Prints the error for cargo: a `cargo::error=<message>` line per
    /// [`cargo_messages`](Self::cargo_messages). Cargo shows each as `error: <message>` and
    /// fails the build once the build script has finished.
    pub fn emit_cargo_errors(&self) {
        for m in self.cargo_messages() {
            println!("cargo::error={m}");
        }
    }
}

/// The diagnostics of a `.ods` input with errors.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsErrors {
    /// rendered as text: `file:line:col: error: ...`, the source line and a caret, then the
    /// notes, for each diagnostic
    pub rendered: String,
    /// one line per diagnostic: `file:line:col: message`, with its notes appended as
    /// `(note: file:line:col: message)`
    pub lines: Vec<String>,
}

impl OdsErrors {
    /// The errors of `diags`, located in `sources`.
    pub fn new(sources: &crate::model::SourceMap, diags: &[crate::model::OdsDiagnostic]) -> Self {
        let at = |span: crate::model::Span| {
            let name = sources
                .file(span.file)
                .map(|f| f.name.as_str())
                .unwrap_or("<unknown>");
            let (line, col) = sources.line_col(span.file, span.start);
            format!("{name}:{line}:{col}")
        };
        let lines = diags
            .iter()
            .map(|d| {
                let mut line = format!("{}: {}", at(d.span), d.message);
                for (span, note) in &d.notes {
                    line.push_str(&format!(" (note: {}: {note})", at(*span)));
                }
                line.replace('\n', " ")
            })
            .collect();
        OdsErrors {
            rendered: crate::render_diagnostics(sources, diags),
            lines,
        }
    }
}

/// Settings of a generation run.
#[derive(Clone, Debug, Default)]
pub struct Config {
    out_dir: Option<PathBuf>,
    docs_dir: Option<PathBuf>,
    emit_rerun: bool,
    pretty: bool,
}

impl Config {
    /// Default settings: output to `OUT_DIR`, no docs, `cargo:rerun-if-changed` lines printed.
    pub fn new() -> Self {
        Config {
            out_dir: None,
            docs_dir: None,
            emit_rerun: true,
            pretty: false,
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

    /// Whether to format the generated files with prettyplease (default `false`: the faster
    /// linear layout of [`crate::codegen::layout`]; prettyplease parses the whole file with
    /// `syn` first and takes several times longer than generating it).
    pub fn pretty(&mut self, on: bool) -> &mut Self {
        self.pretty = on;
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
            let c = crate::analyze(&name, &text);
            let model = c
                .model
                .map_err(|d| Error::Ods(OdsErrors::new(&c.sources, &d)))?;
            let style = if self.pretty {
                crate::codegen::Style::Pretty
            } else {
                crate::codegen::Style::Fast
            };
            let rust = crate::codegen::generate_file(&model, style).map_err(|e| match e {
                crate::codegen::FormatError::Ods(d) => Error::Ods(OdsErrors::new(&c.sources, &d)),
                crate::codegen::FormatError::Internal(m) => Error::Ods(OdsErrors {
                    rendered: m.clone(),
                    lines: vec![m.replace('\n', " ")],
                }),
            })?;
            write_if_changed(&out_dir.join(format!("{stem}.rs")), &rust)?;
            if let Some(docs) = &self.docs_dir {
                let md = crate::docgen::generate_markdown(&model);
                write_if_changed(&docs.join(format!("{stem}.md")), &md)?;
            }
        }
        Ok(())
    }

    /// [`compile`](Self::compile) for a build script's `main`: on failure, prints the errors
    /// as `cargo::error=` lines ([`Error::emit_cargo_errors`]) and exits the build script, and
    /// cargo fails the build showing them (no panic, no backtrace).
    pub fn compile_or_fail(&self, inputs: &[impl AsRef<Path>]) {
        if let Err(e) = self.compile(inputs) {
            e.emit_cargo_errors();
            // status 0: the `cargo::error` lines fail the build; a non-zero status would add
            // cargo's "failed to run custom build command" dump of the same lines
            std::process::exit(0);
        }
    }
}

/// Shortcut for `Config::new().compile_or_fail(inputs)`: what a build script calls. Errors
/// are reported to cargo (see the [module docs](self)).
pub fn compile(inputs: &[impl AsRef<Path>]) {
    Config::new().compile_or_fail(inputs)
}

/// Shortcut for `Config::new().compile(inputs)`, returning the errors instead of reporting
/// them to cargo.
pub fn try_compile(inputs: &[impl AsRef<Path>]) -> Result<(), Error> {
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
