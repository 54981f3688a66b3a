//! The pass corpus (`tests/pass-corpus/<pass>/X.mlir`: passes, pipelines, IR dumps and their
//! errors) against mlir-opt 22's stdout and stderr; see `ods_tests::corpus::run_pass_corpus`.

#[test]
fn pass_corpus() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("pass-corpus");
    ods_tests::corpus::run_pass_corpus(&root, ods_dialects::register_all);
}
