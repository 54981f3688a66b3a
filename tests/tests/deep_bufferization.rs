//! The `bufferization` ops at the bottom of 100,000 nested regions, parsed from text: custom and
//! generic input simplified by `--canonicalize` (the regions inline; the ops without memory
//! effects go, the others stay), the two-part error of a mismatched `to_tensor` reported where
//! it is and matched by `--verify-diagnostics`, and a shallower nest printed in full in both
//! forms. mlir-opt 22 overflows its stack at this depth; the expected texts are the ones it
//! prints at depths it survives (checked at 200 and 1,000 levels).

use ods_tests::opt_run::{assert_prints_named, opt_named};

const DEPTH: usize = 100_000;

/// Depth of the test that prints the whole nest (the text grows with the square of the depth).
const PRINT_DEPTH: usize = 1_000;

/// `open` `depth` times, then `middle`, then `close` `depth` times.
fn nest(depth: usize, open: &str, middle: &str, close: &str) -> String {
    let mut s = String::with_capacity(depth * (open.len() + close.len()) + middle.len());
    for _ in 0..depth {
        s.push_str(open);
    }
    s.push_str(middle);
    for _ in 0..depth {
        s.push_str(close);
    }
    s
}

/// The bufferization ops of the nest, custom form: to_buffer and to_tensor unused (a pure op
/// and a read), materialize_in_destination into a tensor (no effects) and into a memref (a
/// write), dealloc_tensor (unknown effects), and a to_buffer feeding a dealloc.
const OPS: &str = "%b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
%u = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
%r = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
bufferization.dealloc_tensor %t : tensor<4xf32>
%k = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
%o = bufferization.dealloc (%k : memref<4xf32>) if (%c) retain (%m : memref<4xf32>)
";

/// The same ops in generic form.
const GENERIC_OPS: &str = "%b = \"bufferization.to_buffer\"(%t) : (tensor<4xf32>) -> memref<4xf32>
%u = \"bufferization.to_tensor\"(%m) : (memref<4xf32>) -> tensor<4xf32>
%r = \"bufferization.materialize_in_destination\"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
\"bufferization.materialize_in_destination\"(%t, %m) <{writable}> : (tensor<4xf32>, memref<4xf32>) -> ()
\"bufferization.dealloc_tensor\"(%t) : (tensor<4xf32>) -> ()
%k = \"bufferization.to_buffer\"(%t) <{read_only}> : (tensor<4xf32>) -> memref<4xf32>
%o = \"bufferization.dealloc\"(%k, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<4xf32>, i1, memref<4xf32>) -> i1
";

/// A function whose body is `depth` nested `scf.execute_region`s around `ops`.
fn nested_ops(depth: usize, ops: &str) -> String {
    format!(
        "func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>, %c: i1) -> i1 {{\n{}return %c : \
         i1\n}}\n",
        nest(depth, "scf.execute_region {\n", ops, "scf.yield\n}\n")
    )
}

/// What `--canonicalize` leaves of the nest.
const CANONICAL: &str = "module {
  func.func @f(%arg0: tensor<4xf32>, %arg1: memref<4xf32>, %arg2: i1) -> i1 {
    bufferization.materialize_in_destination %arg0 in writable %arg1 : (tensor<4xf32>, memref<4xf32>) -> ()
    bufferization.dealloc_tensor %arg0 : tensor<4xf32>
    %0 = bufferization.to_buffer %arg0 read_only : tensor<4xf32> to memref<4xf32>
    %1 = bufferization.dealloc (%0 : memref<4xf32>) if (%arg2) retain (%arg1 : memref<4xf32>)
    return %arg2 : i1
  }
}

";

#[test]
fn deep_bufferization_ops_canonicalize() {
    let custom = nested_ops(DEPTH, OPS);
    assert_prints_named("deep.mlir", &["--canonicalize"], &custom, CANONICAL);
    let generic = format!(
        "\"func.func\"() <{{function_type = (tensor<4xf32>, memref<4xf32>, i1) -> i1, sym_name \
         = \"f\"}}> ({{\n^bb0(%t: tensor<4xf32>, %m: memref<4xf32>, %c: i1):\n{}\"func.return\"(%c) \
         : (i1) -> ()\n}}) : () -> ()\n",
        nest(
            DEPTH,
            "\"scf.execute_region\"() ({\n",
            GENERIC_OPS,
            "\"scf.yield\"() : () -> ()\n}) : () -> ()\n"
        )
    );
    assert_prints_named("deep.mlir", &["--canonicalize"], &generic, CANONICAL);
}

#[test]
fn deep_bufferization_errors() {
    let bad = "%x = bufferization.to_tensor %m : memref<4xf32> to tensor<5xf32>\n";
    let input = nested_ops(DEPTH, bad);
    let (code, out, err) = opt_named("deep.mlir", &[], &input);
    assert_eq!((code, out.as_str()), (1, ""));
    let line = DEPTH + 2;
    let at = format!("deep.mlir:{line}:6");
    let source = "%x = bufferization.to_tensor %m : memref<4xf32> to tensor<5xf32>\n     ^\n";
    let note = format!(
        "{at}: note: see current operation: %0 = \"bufferization.to_tensor\"(%arg1) : \
         (memref<4xf32>) -> tensor<5xf32>\n"
    );
    let want = format!(
        "{at}: error: shapes do not match\n{source}{note}{at}: error: 'bufferization.to_tensor' \
         op failed to verify that specified tensor and buffer types match\n{source}{note}"
    );
    assert_eq!(err, want);
    // both errors matched where they are
    let annotated = format!(
        "{}// expected-error@-1 {{{{shapes do not match}}}}\n// expected-error@-2 \
         {{{{'bufferization.to_tensor' op failed to verify that specified tensor and buffer \
         types match}}}}\n",
        bad
    );
    let input = nested_ops(DEPTH, &annotated);
    assert_eq!(
        opt_named("deep.mlir", &["--verify-diagnostics"], &input),
        (0, String::new(), String::new())
    );
}

#[test]
fn deep_bufferization_ops_print_in_both_forms() {
    let d = PRINT_DEPTH;
    let input = nested_ops(d, OPS);
    let mut custom = String::from(
        "module {\n  func.func @f(%arg0: tensor<4xf32>, %arg1: memref<4xf32>, %arg2: i1) -> i1 \
         {\n",
    );
    let mut generic = String::from(
        "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = (tensor<4xf32>, \
         memref<4xf32>, i1) -> i1, sym_name = \"f\"}> ({\n  ^bb0(%arg0: tensor<4xf32>, %arg1: \
         memref<4xf32>, %arg2: i1):\n",
    );
    for i in 0..d {
        let pad = " ".repeat(4 + 2 * i);
        custom.push_str(&format!("{pad}scf.execute_region {{\n"));
        generic.push_str(&format!("{pad}\"scf.execute_region\"() ({{\n"));
    }
    let pad = " ".repeat(4 + 2 * d);
    let custom_ops = [
        "%0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>",
        "%1 = bufferization.to_tensor %arg1 : memref<4xf32> to tensor<4xf32>",
        "%2 = bufferization.materialize_in_destination %arg0 in %arg0 : (tensor<4xf32>, \
         tensor<4xf32>) -> tensor<4xf32>",
        "bufferization.materialize_in_destination %arg0 in writable %arg1 : (tensor<4xf32>, \
         memref<4xf32>) -> ()",
        "bufferization.dealloc_tensor %arg0 : tensor<4xf32>",
        "%3 = bufferization.to_buffer %arg0 read_only : tensor<4xf32> to memref<4xf32>",
        "%4 = bufferization.dealloc (%3 : memref<4xf32>) if (%arg2) retain (%arg1 : \
         memref<4xf32>)",
        "scf.yield",
    ];
    let generic_ops = [
        "%0 = \"bufferization.to_buffer\"(%arg0) : (tensor<4xf32>) -> memref<4xf32>",
        "%1 = \"bufferization.to_tensor\"(%arg1) : (memref<4xf32>) -> tensor<4xf32>",
        "%2 = \"bufferization.materialize_in_destination\"(%arg0, %arg0) : (tensor<4xf32>, \
         tensor<4xf32>) -> tensor<4xf32>",
        "\"bufferization.materialize_in_destination\"(%arg0, %arg1) <{writable}> : \
         (tensor<4xf32>, memref<4xf32>) -> ()",
        "\"bufferization.dealloc_tensor\"(%arg0) : (tensor<4xf32>) -> ()",
        "%3 = \"bufferization.to_buffer\"(%arg0) <{read_only}> : (tensor<4xf32>) -> \
         memref<4xf32>",
        "%4 = \"bufferization.dealloc\"(%3, %arg2, %arg1) <{operandSegmentSizes = array<i32: \
         1, 1, 1>}> : (memref<4xf32>, i1, memref<4xf32>) -> i1",
        "\"scf.yield\"() : () -> ()",
    ];
    for op in custom_ops {
        custom.push_str(&format!("{pad}{op}\n"));
    }
    for op in generic_ops {
        generic.push_str(&format!("{pad}{op}\n"));
    }
    for i in (0..d).rev() {
        let pad = " ".repeat(4 + 2 * i);
        custom.push_str(&format!("{pad}}}\n"));
        let close = if i == 0 {
            format!("{pad}}}) : () -> ()\n")
        } else {
            format!("{pad}}}) : () -> ()\n{pad}\"scf.yield\"() : () -> ()\n")
        };
        generic.push_str(&close);
        if i > 0 {
            custom.push_str(&format!("{pad}scf.yield\n"));
        }
    }
    custom.push_str("    return %arg2 : i1\n  }\n}\n\n");
    generic.push_str("    \"func.return\"(%arg2) : (i1) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n");
    assert_prints_named("deep.mlir", &[], &input, &custom);
    assert_prints_named("deep.mlir", &["--mlir-print-op-generic"], &input, &generic);
    // each form parses back to itself
    assert_prints_named("deep.mlir", &[], &custom, &custom);
    assert_prints_named(
        "deep.mlir",
        &["--mlir-print-op-generic"],
        &generic,
        &generic,
    );
}
