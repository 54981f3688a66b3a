//! The canonicalization corpus (`tests/canonicalize-corpus`: folders and canonicalization
//! patterns of the bundled dialects) against mlir-opt 22's `--canonicalize` output; see
//! `ods_tests::corpus::run_canonicalize_corpus`.

#[test]
fn canonicalize_corpus() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("canonicalize-corpus");
    ods_tests::corpus::run_canonicalize_corpus(&root, ods_dialects::register_all);
}
