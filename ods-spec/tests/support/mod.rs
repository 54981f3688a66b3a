//! Shared by the golden-file code-generation tests: comparing the generated Rust of an `.ods`
//! text with `tests/golden/NAME.rs.txt` (`ODS_BLESS=1` rewrites it).

use std::path::PathBuf;

/// Generates the Rust of `ods` and compares it with the golden file of `name`.
pub fn check(name: &str, ods: &str) {
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
