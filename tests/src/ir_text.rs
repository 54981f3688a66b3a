//! Reading and printing IR in the integration tests that rewrite it (`tests/tests/rewriter.rs`,
//! `tests/tests/canonicalize.rs`): parse with a set of dialects registered and unregistered ops
//! allowed, print in generic form without the final newline `mlir-opt` adds.

use ods_runtime::text::printer::print_top_level;
use ods_runtime::{parse_str, Context, Op, PrintFlags};

/// Parses `text` (named `name`) with the dialects `register` registers; panics with the rendered
/// error.
pub fn parse_with(register: fn(&mut Context), name: &str, text: &str) -> (Context, Op) {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    register(&mut ctx);
    let top = parse_str(&mut ctx, text, name).unwrap_or_else(|e| panic!("{e}"));
    (ctx, top)
}

/// `op` in generic form.
pub fn print_generic(ctx: &Context, op: Op) -> String {
    let flags = PrintFlags {
        generic: true,
        ..PrintFlags::default()
    };
    let mut out = Vec::new();
    print_top_level(ctx, op, flags, &mut out).expect("printing to memory cannot fail");
    String::from_utf8(out).expect("the printer writes UTF-8 for UTF-8 input")
}
