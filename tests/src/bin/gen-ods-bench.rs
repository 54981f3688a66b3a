//! Prints a `.ods` dialect with N ops (default 300) for the code-generation benchmark
//! (`tests/bench/compare-odsc.sh`): the op shapes of a large real dialect such as SPIR-V, in
//! rotation: elementwise binary ops, unary ops, comparisons with an enum predicate, ops with
//! optional and default-valued attributes, variadic ops, ops with regions and successors.
//!
//! `gen-ods-bench [N]`

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    print!("{}", ods_tests::bench_input::ods_spec(n));
}
