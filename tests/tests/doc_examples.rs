//! Every `.ods` example of the language reference (`docs/ods-language.md`, the fenced blocks
//! tagged `ods`) goes through the whole `.ods` pipeline: parse, semantic analysis, validation
//! and Rust generation, without a diagnostic. A block without a `dialect` item is compiled
//! inside `dialect doc {}`. Blocks tagged `text` are grammar sketches and are not compiled.

use std::path::Path;

/// The `ods` blocks of a markdown text: (line of the opening fence, contents).
fn ods_blocks(md: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    // inside a fenced block: Some(ods block being collected) or None (another language)
    let mut inside: Option<Option<(usize, String)>> = None;
    for (i, line) in md.lines().enumerate() {
        let fence = line.trim_start().starts_with("```");
        match (&mut inside, fence) {
            (None, true) => {
                inside = Some((line.trim() == "```ods").then(|| (i + 1, String::new())));
            }
            (Some(block), true) => {
                out.extend(block.take());
                inside = None;
            }
            (Some(Some((_, text))), false) => {
                text.push_str(line);
                text.push('\n');
            }
            _ => {}
        }
    }
    out
}

#[test]
fn every_ods_example_of_the_language_reference_compiles() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/ods-language.md");
    let md = std::fs::read_to_string(&path).expect("docs/ods-language.md");
    let blocks = ods_blocks(&md);
    assert!(blocks.len() >= 10, "found {} ods blocks", blocks.len());
    let mut failures = Vec::new();
    for (line, text) in &blocks {
        let has_dialect = text.lines().any(|l| l.trim_start().starts_with("dialect "));
        let source = if has_dialect {
            text.clone()
        } else {
            format!("dialect doc {{}}\n{text}")
        };
        let name = format!("ods-language.md:{line}");
        if let Err(e) = ods_spec::generate_rust(&name, &source) {
            failures.push(format!("the example at line {line} does not compile:\n{e}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
