//! Code generation of passes: the generated Rust of small `.ods` files of passes (built by the
//! parser) against golden files in `tests/golden/`, one per pass shape.
//! `ODS_BLESS=1 cargo test -p ods-spec --test codegen_passes` rewrites the goldens.

mod support;

use support::check;

#[test]
fn pass_with_every_kind_of_option() {
    check(
        "pass_options",
        r#"dialect tt {}
/// How to run.
enum Mode : i32 {
  /// Quickly.
  fast = 0
  careful = 1
}
/// Infers shapes.
pass ShapeInference "tt-shape-inference" on "tt.func" {
  summary "Infer shapes"
  option max_depth: i64 = -10 "max-depth" "How deep to go"
  /// Skipped symbols.
  list_option exclude: String "exclude" "Symbols to skip"
  option mode: Mode = careful "mode" "How to run"
  option ratio: f64 = 0.25 "ratio" "A ratio"
  option verbose: bool = true "verbose" "Talk"
  option name: String = "n" "name" "A name"
  option width: u32 "width" "A width"
  statistic num_inferred "num-inferred" "Number of ops inferred"
  dependent_dialects [arith]
}
"#,
    );
}

#[test]
fn pass_without_options_on_any_op() {
    check(
        "pass_plain",
        r#"dialect tt {}
pass CountOps "tt-count-ops" {
  summary "Count ops"
}
"#,
    );
}
