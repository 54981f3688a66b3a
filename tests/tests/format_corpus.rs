//! The declarative assembly format corpus (`tests/format-corpus`): mlir-opt 22's own `test`
//! dialect format ops, re-made in `tests/ods/test_format.ods`, in custom and generic form and
//! with their parse errors, against mlir-opt's goldens; see `ods_tests::corpus`.

#[test]
fn format_corpus() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("format-corpus");
    ods_tests::corpus::run_corpus(&root, ods_tests::test_format::register_all);
}
