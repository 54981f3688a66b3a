//! The types/attributes conformance corpus (`tests/typedef-corpus`): mlir-opt 22's `test`
//! dialect types and attributes, re-made in `tests/ods/test_typedefs.ods` with the hooks of
//! `ods_tests::test_typedefs`, in custom and generic form and with their parse errors, against
//! mlir-opt's goldens; see `ods_tests::corpus`.
//!
//! Files that cannot pass yet are listed in [`EXPECTED_FAILURES`] with the reason: the test
//! runs every other file through `run_corpus` (which must pass), and checks that every listed
//! file still fails, so that the list only shrinks.

use std::path::Path;

/// Corpus files (relative to the corpus root) that do not pass yet, and why.
const EXPECTED_FAILURES: &[(&str, &str)] = &[];

#[test]
fn typedef_corpus() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("typedef-corpus");
    let expected: Vec<&str> = EXPECTED_FAILURES.iter().map(|(f, _)| *f).collect();
    // The corpus minus the expected failures must pass.
    let tmp = std::env::temp_dir().join(format!("typedef-corpus-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    for kind in ["pass", "fail"] {
        std::fs::create_dir_all(tmp.join(kind)).unwrap();
        for e in std::fs::read_dir(root.join(kind)).unwrap() {
            let path = e.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let base = name.split(".mlir").next().unwrap_or_default();
            if expected.contains(&format!("{kind}/{base}.mlir").as_str()) {
                continue;
            }
            std::fs::copy(&path, tmp.join(kind).join(&name)).unwrap();
        }
    }
    let result = std::panic::catch_unwind(|| {
        ods_tests::corpus::run_corpus(&tmp, ods_tests::test_typedefs::register_all)
    });
    // Every expected failure must still fail.
    let mut now_passing = Vec::new();
    for (file, _) in EXPECTED_FAILURES {
        let one = std::env::temp_dir().join(format!(
            "typedef-corpus-{}-{}",
            std::process::id(),
            file.replace('/', "-")
        ));
        let _ = std::fs::remove_dir_all(&one);
        let (kind, name) = file.split_once('/').unwrap();
        std::fs::create_dir_all(one.join(kind)).unwrap();
        for e in std::fs::read_dir(root.join(kind)).unwrap() {
            let path = e.unwrap().path();
            let n = path.file_name().unwrap().to_string_lossy().into_owned();
            if n == name || n.starts_with(&format!("{name}.")) {
                std::fs::copy(&path, one.join(kind).join(&n)).unwrap();
            }
        }
        let r = std::panic::catch_unwind(|| {
            ods_tests::corpus::run_corpus(&one, ods_tests::test_typedefs::register_all)
        });
        if r.is_ok() {
            now_passing.push(*file);
        }
        let _ = std::fs::remove_dir_all(&one);
    }
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(
        now_passing.is_empty(),
        "listed as expected failures but now pass (remove them from EXPECTED_FAILURES): {now_passing:?}"
    );
    if let Err(e) = result {
        std::panic::resume_unwind(e);
    }
}
