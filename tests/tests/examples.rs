//! The example in the top-level README: `ods-opt --allow-unregistered-dialect
//! examples/mlir/hello.mlir` must print exactly `examples/mlir/hello.mlir.expected`, the output
//! of mlir-opt 22 for the same command (run from the workspace root).

use std::path::Path;

use ods_runtime::tool::driver::{run, Options};
use ods_runtime::Context;

fn setup(_ctx: &mut Context) {}

#[test]
fn hello_matches_mlir_opt() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let input = std::fs::read(root.join("examples/mlir/hello.mlir")).expect("read hello.mlir");
    let want = std::fs::read(root.join("examples/mlir/hello.mlir.expected"))
        .expect("read hello.mlir.expected");
    let opts = Options::parse([
        "--allow-unregistered-dialect".to_string(),
        "examples/mlir/hello.mlir".to_string(),
    ])
    .expect("valid options");
    let out = run(&opts, &input, setup);
    assert_eq!(
        out.code,
        0,
        "ods-opt rejected hello.mlir; stderr:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.stdout == want,
        "hello.mlir: output differs from hello.mlir.expected\n--- got:\n{}--- want:\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&want)
    );
}
