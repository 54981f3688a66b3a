//! `odsc`: the command-line generator, the counterpart of `mlir-tblgen`.
//!
//! ```text
//! odsc gen-rust FILE [-o OUT] [--pretty]
//!                               Rust code of the dialect (@generated header; laid out by
//!                               the generator's linear printer, or by prettyplease)
//! odsc gen-doc FILE [-o OUT]    markdown dialect reference
//! odsc check FILE               diagnostics only
//! ```
//! Exit status 0 on success, 1 when the input has errors (printed to stderr with
//! `file:line:col` locations), 2 on usage or I/O errors. `check` runs every check that
//! `gen-rust` relies on, so the two accept and reject the same files with the same diagnostics
//! (`tests/tests/check_agrees.rs`).

#[cfg(feature = "mimalloc")]
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "odsc",
    version,
    about = "Generate Rust and docs from .ods op definitions"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Generate the Rust code of a dialect.
    GenRust {
        /// the .ods file
        file: PathBuf,
        /// output file (stdout when absent)
        #[arg(short)]
        o: Option<PathBuf>,
        /// format with prettyplease (several times slower) instead of the linear layout
        #[arg(long)]
        pretty: bool,
    },
    /// Generate the markdown reference of a dialect.
    GenDoc {
        /// the .ods file
        file: PathBuf,
        /// output file (stdout when absent)
        #[arg(short)]
        o: Option<PathBuf>,
    },
    /// Check a .ods file and print its diagnostics.
    Check {
        /// the .ods file
        file: PathBuf,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (file, out) = match &cli.command {
        Command::GenRust { file, o, .. } | Command::GenDoc { file, o } => (file, o.clone()),
        Command::Check { file } => (file, None),
    };
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("odsc: {}: {e}", file.display());
            return ExitCode::from(2);
        }
    };
    let name = file.to_string_lossy();
    let result = match &cli.command {
        Command::GenRust { pretty, .. } => {
            let style = if *pretty {
                ods_spec::codegen::Style::Pretty
            } else {
                ods_spec::codegen::Style::Fast
            };
            ods_spec::generate_rust_file_styled(&name, &text, style)
        }
        Command::GenDoc { .. } => {
            let c = ods_spec::analyze(&name, &text);
            c.model
                .map(|m| ods_spec::docgen::generate_markdown(&m))
                .map_err(|d| ods_spec::render_diagnostics(&c.sources, &d))
        }
        Command::Check { .. } => {
            let c = ods_spec::analyze(&name, &text);
            c.model
                .map(|_| String::new())
                .map_err(|d| ods_spec::render_diagnostics(&c.sources, &d))
        }
    };
    match result {
        Ok(text) => {
            let written = match out {
                Some(path) => {
                    ods_spec::build::write_if_changed(&path, &text).map_err(|e| e.to_string())
                }
                None => {
                    use std::io::Write;
                    std::io::stdout()
                        .write_all(text.as_bytes())
                        .map_err(|e| e.to_string())
                }
            };
            match written {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("odsc: {e}");
                    ExitCode::from(2)
                }
            }
        }
        Err(diags) => {
            eprint!("{diags}");
            ExitCode::from(1)
        }
    }
}
