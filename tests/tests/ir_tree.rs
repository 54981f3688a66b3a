//! `--mlir-print-ir-tree-dir`: every `tests/ir-tree/X.mlir` runs through the `ods-opt` driver
//! (in-process) with the flags of its `// ARGS:` line and a fresh temporary folder as the
//! tree's root; the folders and files written there (listed as `tests/ir-tree/regen.sh`
//! lists mlir-opt's: every path below the root sorted bytewise on a `=== ` line, a file
//! followed by its contents), stdout and stderr must equal mlir-opt 22's `X.mlir.tree`,
//! `X.mlir.out` and `X.mlir.err`.

use std::path::{Path, PathBuf};

use ods_runtime::tool::driver::{run, Options};

/// A folder under the system's temporary folder, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let path = std::env::temp_dir().join(format!("ods-ir-tree-{}-{tag}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        TempDir(path)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The paths below `root` (folders with a trailing `/`), relative, sorted bytewise.
fn paths(root: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut work = vec![root.to_path_buf()];
    while let Some(dir) = work.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            let rel = p
                .strip_prefix(root)
                .unwrap_or(&p)
                .to_string_lossy()
                .into_owned();
            if p.is_dir() {
                out.push(format!("{rel}/"));
                work.push(p);
            } else {
                out.push(rel);
            }
        }
    }
    out.sort_unstable_by(|a, b| a.as_bytes().cmp(b.as_bytes()));
    out
}

/// The listing of the tree at `root`, as `regen.sh` writes it.
fn listing(root: &Path) -> Vec<u8> {
    let mut out = Vec::new();
    for p in paths(root) {
        out.extend(format!("=== {p}\n").bytes());
        if !p.ends_with('/') {
            out.extend(std::fs::read(root.join(&p)).unwrap_or_default());
        }
    }
    out
}

#[test]
fn ir_tree_dir_matches_mlir_opt() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("ir-tree");
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/ir-tree")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 7, "inputs: {inputs:?}");
    let mut failures = Vec::new();
    for path in &inputs {
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read(path).expect("input");
        let first =
            String::from_utf8_lossy(text.split(|&b| b == b'\n').next().unwrap_or(&[])).into_owned();
        let args = first.strip_prefix("// ARGS:").expect("an // ARGS: line");
        let tree = TempDir::new(name.trim_end_matches(".mlir"));
        let mut argv: Vec<String> = args.split_whitespace().map(String::from).collect();
        argv.push(format!("--mlir-print-ir-tree-dir={}", tree.0.display()));
        argv.push(name.clone());
        let opts = Options::parse_for("mlir-opt", argv).expect("flags");
        let got = run(&opts, &text, ods_dialects::register_all);
        let read = |ext: &str| std::fs::read(path.with_extension(ext)).expect("golden");
        let got_err = String::from_utf8_lossy(&got.stderr)
            .replace(&tree.0.display().to_string(), "TREE")
            .into_bytes();
        let want_tree = read("mlir.tree");
        let got_tree = listing(&tree.0);
        if (got.code != 0) != name.starts_with("fail-") {
            failures.push(format!("{name}: exit {}", got.code));
        }
        for (what, got, want) in [
            ("stdout", &got.stdout, &read("mlir.out")),
            ("stderr", &got_err, &read("mlir.err")),
            ("tree", &got_tree, &want_tree),
        ] {
            if got != want {
                failures.push(format!(
                    "{name}: {what} differs\n--- got:\n{}--- want:\n{}",
                    String::from_utf8_lossy(got),
                    String::from_utf8_lossy(want)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A file in the way of a folder: the dump is dropped with LLVM's message, the run goes on.
#[test]
fn a_file_in_the_way_is_reported() {
    let tree = TempDir::new("blocked");
    std::fs::create_dir_all(&tree.0).expect("temp folder");
    std::fs::write(tree.0.join("builtin_module_no-symbol-name"), "x").expect("file");
    let root = tree.0.display();
    for (pipeline, want) in [
        (
            "--cse",
            format!(
                "Error opening output file {root}/builtin_module_no-symbol-name/0_cse.mlir: \
                 cannot open output file '{root}/builtin_module_no-symbol-name/0_cse.mlir': Not \
                 a directory\n"
            ),
        ),
        (
            "--pass-pipeline=builtin.module(func.func(cse))",
            format!(
                "Error while creating directory \
                 {root}/builtin_module_no-symbol-name/func_func_f: Not a directory\n"
            ),
        ),
    ] {
        let opts = Options::parse_for(
            "mlir-opt",
            [
                pipeline.to_string(),
                "--mlir-print-ir-after-all".to_string(),
                format!("--mlir-print-ir-tree-dir={root}"),
            ],
        )
        .expect("flags");
        let got = run(
            &opts,
            b"func.func @f() {\n  return\n}\n",
            ods_dialects::register_all,
        );
        assert_eq!(got.code, 0);
        assert_eq!(String::from_utf8_lossy(&got.stderr), want);
    }
}
