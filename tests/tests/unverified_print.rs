//! `ods-opt` prepares printing (value names, the alias pre-pass) on a second thread while the
//! verifier runs, that is on IR not verified yet. The hooks written for valid ops (result
//! names, custom printers) must not run on an op their own verifier rejects: on invalid input
//! the run reports mlir-opt's diagnostics and nothing panics, not even on the preparing thread
//! whose work is then discarded. This test binary holds one test, so the panic hook it installs
//! sees only this test's threads.

use std::sync::atomic::{AtomicUsize, Ordering};

static PANICS: AtomicUsize = AtomicUsize::new(0);

#[test]
fn invalid_ops_do_not_reach_hooks_written_for_valid_ones() {
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        PANICS.fetch_add(1, Ordering::SeqCst);
        default_hook(info);
    }));
    // Each input holds an affine map (so the alias pre-pass runs) and one invalid op whose
    // result-name hook or custom printer would read what is missing.
    let map =
        "  %m = \"affine.apply\"(%i) <{map = affine_map<(d0) -> (d0 + 1)>}> : (index) -> index\n";
    let cases = [
        (
            // arith.constant's result name reads its value
            "  %c = \"arith.constant\"() : () -> i32\n",
            "bad.mlir:3:8: error: 'arith.constant' op requires attribute 'value'\n\
             \x20 %c = \"arith.constant\"() : () -> i32\n\
             \x20      ^\n\
             bad.mlir:3:8: note: see current operation: %1 = \"arith.constant\"() : () -> i32\n",
        ),
        (
            // cf.switch's custom printer reads the flag operand of its segments
            "  \"cf.switch\"(%x, %x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, \
             case_values = dense<1> : vector<1xi32>}> : (i32, i32) -> ()\n^bb1:\n",
            "bad.mlir:3:3: error: 'cf.switch' op operand count (2) does not match with the total \
             size (0) specified in attribute 'operandSegmentSizes'\n\
             \x20 \"cf.switch\"(%x, %x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, \
             case_values = dense<1> : vector<1xi32>}> : (i32, i32) -> ()\n\
             \x20 ^\n\
             bad.mlir:3:3: note: see current operation: \"cf.switch\"(%arg1, %arg1)[^bb1, ^bb1] \
             <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi32>, \
             operandSegmentSizes = array<i32: 0, 0, 0>}> : (i32, i32) -> ()\n",
        ),
    ];
    for (bad, want) in cases {
        let input = format!("func.func @f(%i: index, %x: i32) {{\n{map}{bad}  return\n}}\n");
        let (code, out, err) = ods_tests::opt_run::opt_named("bad.mlir", &[], &input);
        assert_eq!((code, out.as_str(), err.as_str()), (1, "", want));
    }
    assert_eq!(
        PANICS.load(Ordering::SeqCst),
        0,
        "a hook panicked on invalid input"
    );
}
