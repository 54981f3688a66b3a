//! `toy-opt`: `ods-opt` with the Toy dialect registered: parses, verifies and prints Toy IR
//! with mlir-opt's command line (`cargo run -p ods-examples --bin toy-opt -- FILE`,
//! `--mlir-print-op-generic`, `--split-input-file`, `--verify-diagnostics`, ...).

use ods_runtime::tool::driver;

fn main() {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    std::process::exit(driver::main(args, ods_examples::toy::register));
}
