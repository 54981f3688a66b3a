//! One-call parsing and printing for library users: a buffer of MLIR text to a top-level op
//! (errors rendered as `mlir-opt` renders them, with the source line and a caret), and an op
//! back to text as `ods-opt` writes it. The driver (`crate::tool::driver`) does the same with
//! its flags; these are the defaults (implicit module, custom form).

use std::io::{self, Write};

use crate::ir::context::Context;
use crate::ir::diagnostics::{render, Diagnostic, SourceMgr};
use crate::ir::Op;
use crate::text::printer::ops::print_top_level;
use crate::text::printer::PrintFlags;

/// A failed [`parse_str`]: the diagnostic and its rendering.
#[derive(Debug)]
pub struct ParseError {
    /// the error as data (location, message, notes)
    pub diagnostic: Diagnostic,
    /// the error as `mlir-opt` prints it: `name:line:col: error: message`, the source line and
    /// a caret under the column
    pub rendered: String,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.rendered.trim_end())
    }
}

impl std::error::Error for ParseError {}

/// Parses `text` (named `name` in locations and messages) into `ctx`: the top-level ops are
/// wrapped in a `builtin.module` unless the text is one module, as `mlir-opt` does. The result
/// is not verified (see [`crate::analysis::verifier::verify`]).
pub fn parse_str(ctx: &mut Context, text: &str, name: &str) -> Result<Op, ParseError> {
    crate::text::parser::ops::parse_source(ctx, text.as_bytes(), 0, name, 1, true).map_err(
        |diagnostic| {
            let mut sm = SourceMgr::default();
            sm.add(name, text.as_bytes(), 1);
            let rendered = render(ctx, &sm, &diagnostic);
            ParseError {
                diagnostic,
                rendered,
            }
        },
    )
}

/// Writes `op` as `ods-opt` writes a top-level op with `flags` (alias definitions, the op, a
/// newline, the resources section if any, and the final newline `mlir-opt` adds).
pub fn print_to(ctx: &Context, op: Op, flags: PrintFlags, out: &mut dyn Write) -> io::Result<()> {
    print_top_level(ctx, op, flags, out)?;
    out.write_all(b"\n")
}

/// [`print_to`] into a `String` (the printer writes UTF-8, escaping other bytes).
pub fn print_to_string(ctx: &Context, op: Op, flags: PrintFlags) -> String {
    let mut out = Vec::new();
    // writing into a Vec cannot fail
    let _ = print_to(ctx, op, flags, &mut out);
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_then_print_round_trips() {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let text = "\"t.a\"() {v = 1 : i32} : () -> ()\n";
        let op = parse_str(&mut ctx, text, "in.mlir").expect("parses");
        assert_eq!(
            print_to_string(&ctx, op, PrintFlags::default()),
            "module {\n  \"t.a\"() {v = 1 : i32} : () -> ()\n}\n\n"
        );
    }

    #[test]
    fn parse_errors_are_rendered_with_the_source_line() {
        // the text mlir-opt 22 prints for the same file with --allow-unregistered-dialect
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let err = parse_str(&mut ctx, "%x = \"t.a\"() : () -> i32\n%y = %\n", "in.mlir")
            .expect_err("does not parse");
        assert_eq!(
            err.to_string(),
            "in.mlir:2:6: error: invalid SSA name\n%y = %\n     ^"
        );
    }
}
