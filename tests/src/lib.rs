//! Cross-crate tests: the conformance corpus against mlir-opt goldens, hostile inputs, round trips.
#![warn(missing_docs)]

pub mod attr_defs_example;
pub mod attr_example;
pub mod attr_pass_example;
pub mod bench_input;
pub mod corpus;
pub mod defs_kitchen;
pub mod fixture;
pub mod gen;
pub mod ir_text;
pub mod kitchen;
pub mod memloop_bench_input;
pub mod opt_run;
pub mod pass_bench_input;
pub mod prelude_check;
pub mod test_format;
pub mod test_passes;
pub mod test_typedefs;
pub mod typedef_bench_input;
