//! `toy-opt`: `ods-opt` with the Toy dialect and its passes registered: parses, verifies,
//! transforms and prints Toy IR with mlir-opt's command line (`cargo run -p ods-examples --bin
//! toy-opt -- FILE`, `--inline --toy-shape-inference`, `--pass-pipeline=...`,
//! `--mlir-print-op-generic`, `--split-input-file`, `--verify-diagnostics`, ...).

fn main() {
    ods_runtime::tool::driver::OptTool::new(ods_examples::toy::register)
        .passes(ods_examples::toy::register_passes)
        .main()
}
