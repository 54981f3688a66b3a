//! `toy-opt`: `ods-opt` with the Toy dialect registered: parses, verifies and prints Toy IR
//! with mlir-opt's command line (`cargo run -p ods-examples --bin toy-opt -- FILE`,
//! `--mlir-print-op-generic`, `--split-input-file`, `--verify-diagnostics`, ...).

fn main() {
    ods_runtime::tool::driver::main_with_process_args(ods_examples::toy::register);
}
