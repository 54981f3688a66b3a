//! Code generation of passes: the generated Rust of small `.ods` files of passes (built by the
//! parser) against golden files in `tests/golden/`, one per pass shape.
//! `ODS_BLESS=1 cargo test -p ods-spec --test codegen_passes` rewrites the goldens.

use std::path::PathBuf;

fn check(name: &str, ods: &str) {
    let rust = match ods_spec::generate_rust_file("t.ods", ods) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    };
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{name}.rs.txt"));
    if std::env::var_os("ODS_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &rust).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("missing {}: run with ODS_BLESS=1", path.display()));
    assert!(
        expected == rust,
        "generated code of `{name}` changed; run with ODS_BLESS=1 and review the diff\n{rust}"
    );
}

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
