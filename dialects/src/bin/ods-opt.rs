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
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    std::process::exit(ods_runtime::tool::driver::main(args, setup));
}
