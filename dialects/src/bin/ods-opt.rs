//! `ods-opt`: the project's `mlir-opt`.
fn main() {}
