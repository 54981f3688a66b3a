//! MLIR's textual pass-pipeline syntax against mlir-opt 22 (`tests/pipeline-corpus`, recorded
//! by its `regen.sh`): for every `X.pipeline`, our parse must accept exactly when mlir-opt did,
//! and a rejection must render byte for byte as mlir-opt's stderr (`X.pipeline.err`). Accepted
//! pipelines must print compactly to text that parses back to the same pipeline.

use ods_runtime::pass::pipeline::{PassPipeline, MLIR_CORE_PASS_NAMES};
use std::path::Path;

fn registered(name: &str) -> bool {
    MLIR_CORE_PASS_NAMES.contains(&name)
}

#[test]
fn pipeline_corpus_matches_mlir_opt() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("pipeline-corpus");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/pipeline-corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "pipeline"))
        .collect();
    files.sort();
    assert!(files.len() >= 40, "corpus files: {files:?}");
    let mut failures = Vec::new();
    for path in &files {
        let name = path.file_name().and_then(|n| n.to_str()).expect("name");
        // regen.sh passes `$(cat X.pipeline)`, which drops trailing newlines.
        let raw = std::fs::read_to_string(path).expect("input");
        let text = raw.trim_end_matches('\n');
        let want = std::fs::read_to_string(dir.join(format!("{name}.err"))).expect("golden");
        match PassPipeline::parse(text, registered) {
            Ok(p) => {
                if !want.is_empty() {
                    failures.push(format!("{name}: accepted, mlir-opt said:\n{want}"));
                    continue;
                }
                let printed = p.to_string();
                match PassPipeline::parse(&printed, registered) {
                    Ok(again) if again.to_string() == printed => {}
                    Ok(again) => {
                        failures.push(format!("{name}: `{printed}` reprints as `{again}`"))
                    }
                    Err(e) => failures.push(format!("{name}: `{printed}` does not parse: {e}")),
                }
            }
            Err(e) => {
                let got = e.mlir_opt_stderr();
                if got != want {
                    failures.push(format!("{name}:\n--- mlir-opt\n{want}--- ours\n{got}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
