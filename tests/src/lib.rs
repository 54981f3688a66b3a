//! Cross-crate tests: the conformance corpus against mlir-opt goldens, hostile inputs, round trips.
