//! Standard MLIR dialects written in `.ods` (filled in by later issues) and the `ods-opt` driver.
