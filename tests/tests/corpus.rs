//! The builtin conformance corpus (`tests/corpus`: builtin types, attributes and ops, and
//! unregistered generic ops) against mlir-opt 22's goldens; see `ods_tests::corpus`.

#[test]
fn corpus() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    ods_tests::corpus::run_corpus(&root, |_| {});
}
