//! The walkthrough (`examples/README.md`) quotes the real files: every fenced code block whose
//! info string names a file (```` ```rust examples/src/toy/mod.rs ````) must appear in that
//! file verbatim, piece by piece between `...` lines.

use std::path::Path;

/// The quoted blocks of `text`: (line of the fence, file, pieces).
fn quoted_blocks(text: &str) -> Vec<(usize, String, Vec<String>)> {
    let mut blocks = Vec::new();
    let mut open: Option<(usize, String, Vec<String>)> = None;
    for (n, line) in text.lines().enumerate() {
        if let Some(info) = line.strip_prefix("```") {
            match open.take() {
                Some(block) => blocks.push(block),
                None => {
                    let mut words = info.split_whitespace();
                    let (_lang, file) = (words.next(), words.next());
                    open = Some((n + 1, file.unwrap_or("").to_string(), vec![String::new()]));
                }
            }
            continue;
        }
        if let Some((_, _, pieces)) = open.as_mut() {
            if line.trim() == "..." {
                pieces.push(String::new());
            } else {
                let piece = pieces.last_mut().expect("a piece");
                piece.push_str(line);
                piece.push('\n');
            }
        }
    }
    blocks.retain(|(_, file, _)| !file.is_empty());
    blocks
}

#[test]
fn every_quoted_snippet_is_in_its_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let readme = std::fs::read_to_string(root.join("examples/README.md")).expect("README");
    let blocks = quoted_blocks(&readme);
    assert!(blocks.len() >= 20, "only {} quoted blocks", blocks.len());
    let mut missing = Vec::new();
    for (line, file, pieces) in &blocks {
        let text = std::fs::read_to_string(root.join(file))
            .unwrap_or_else(|e| panic!("README.md:{line}: {file}: {e}"));
        for piece in pieces {
            let piece = piece.trim_matches('\n');
            if piece.is_empty() || !text.contains(piece) {
                missing.push(format!("README.md:{line}: not in {file}:\n{piece}\n"));
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}
