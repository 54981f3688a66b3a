//! `ods-opt`: the project's `mlir-opt`: parse, verify and print MLIR.
//!
//! All the work is in [`ods_runtime::tool::driver`]; this binary passes the command line and the
//! dialect registration to it.

use ods_runtime::Context;

/// Registers the dialects `ods-opt` knows on each fresh context.
fn setup(ctx: &mut Context) {
    ods_dialects::register_all(ctx);
}

fn main() {
    ods_runtime::tool::driver::main_with_process_args(setup)
}
