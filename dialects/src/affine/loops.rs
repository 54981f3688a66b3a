//! The folders and canonicalization patterns of `affine.for` and `affine.if` (MLIR 22's).
