//! `--verify-diagnostics` over the bundled dialects (`tests/verify-corpus`, built by its
//! `regen.sh` from the dialect corpus's rejected inputs): every `expected-error` and
//! `expected-note` line carries mlir-opt 22's message, so ods-opt must report the same errors
//! at the same places, and its output must equal mlir-opt's (`X.mlir.out`).

use ods_runtime::tool::driver::{run, Options};
use std::path::Path;

#[test]
fn verify_diagnostics_corpus() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("verify-corpus");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/verify-corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    assert!(files.len() >= 9, "one file per dialect: {files:?}");
    let mut failures = Vec::new();
    for path in &files {
        let name = path.file_name().and_then(|n| n.to_str()).expect("name");
        let text = std::fs::read_to_string(path).expect("input");
        let args = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("// ARGS:"))
            .expect("an ARGS line");
        let mut all: Vec<String> = args.split_whitespace().map(str::to_string).collect();
        all.push(name.to_string());
        let opts = Options::parse(all).expect("options");
        let out = run(&opts, text.as_bytes(), ods_dialects::register_all);
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        let want = std::fs::read_to_string(dir.join(format!("{name}.out"))).expect("golden");
        if out.code != 0 || !stderr.is_empty() || stdout != want {
            failures.push(format!(
                "{name}: exit {}, stderr:\n{stderr}\nstdout equal: {}",
                out.code,
                stdout == want
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
