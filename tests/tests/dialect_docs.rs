//! The markdown reference of every bundled dialect (`docs/dialects/<name>.md`, what
//! `odsc gen-doc dialects/ods/<name>.ods` prints) is committed; this test fails when one is
//! stale or missing. Regenerate them with `ODS_BLESS=1 cargo test -p ods-tests --test
//! dialect_docs`.

use std::path::Path;

#[test]
fn committed_dialect_docs_are_current() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let specs = root.join("dialects/ods");
    let docs = root.join("docs/dialects");
    let bless = std::env::var_os("ODS_BLESS").is_some();
    let mut names: Vec<_> = std::fs::read_dir(&specs)
        .expect("dialects/ods")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ods"))
        .collect();
    names.sort();
    assert!(names.len() >= 7, "bundled dialects: {names:?}");
    let mut stale = Vec::new();
    for spec in &names {
        let stem = spec
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("file name");
        let text = std::fs::read_to_string(spec).expect("readable .ods");
        let file = format!("dialects/ods/{stem}.ods");
        let compiled = ods_spec::analyze(&file, &text);
        let model = compiled
            .model
            .unwrap_or_else(|d| panic!("{}", ods_spec::render_diagnostics(&compiled.sources, &d)));
        let want = ods_spec::docgen::generate_markdown(&model);
        let path = docs.join(format!("{stem}.md"));
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        if have != want {
            if bless {
                std::fs::create_dir_all(&docs).expect("docs/dialects");
                std::fs::write(&path, &want).expect("write docs");
            } else {
                stale.push(path.display().to_string());
            }
        }
    }
    assert!(
        stale.is_empty(),
        "stale dialect docs (regenerate with `ODS_BLESS=1 cargo test -p ods-tests --test dialect_docs`): {stale:?}"
    );
}
