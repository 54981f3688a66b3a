//! The tool layer: the `mlir-opt`-style [`driver`] any dialect crate wraps in a few lines.

pub mod driver;
