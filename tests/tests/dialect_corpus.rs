//! The dialect conformance corpus (`tests/dialect-corpus`: the bundled standard dialects in
//! custom and generic form, and their verifier messages) against mlir-opt 22's goldens; see
//! `ods_tests::corpus`.

#[test]
fn dialect_corpus() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("dialect-corpus");
    ods_tests::corpus::run_corpus(&root, ods_dialects::register_all);
}
