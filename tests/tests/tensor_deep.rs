//! The `tensor` dialect on hostile shapes, from text built here: `tensor.generate` and
//! `tensor.pad` regions nested 100,000 levels deep (parse, verify, `--canonicalize`, and the
//! exact custom and generic print of a nest of 2,000 levels, whose printed text grows with the
//! square of the depth), and slices, pads and reshapes with 100,000-entry static/dynamic index
//! lists (exact output). The expected texts follow what mlir-opt 22 prints on the same inputs
//! at depths and sizes it survives (`%generated`, `%padded_1`, `tensor.generate  {`).
//!
//! Runs on the test threads' ordinary stacks, in debug builds too.

use ods_tests::opt_run::{assert_prints_named, opt_named};

const DEPTH: usize = 100_000;

/// Depth of the tests that print the whole nest (the indentation makes the output quadratic).
const PRINT_DEPTH: usize = 2_000;

/// Entries of the huge index lists.
const WIDE: usize = 100_000;

/// `depth` alternately nested `tensor.generate` (even levels) and `tensor.pad` (odd levels)
/// regions, each with one index argument and yielding `%v`, around `middle`.
fn generate_pads(depth: usize, middle: &str) -> String {
    let mut s = String::from("func.func @f(%t: tensor<4xf32>, %n: index, %v: f32) {\n");
    for i in 0..depth {
        if i % 2 == 0 {
            s.push_str(&format!(
                "%g{i} = tensor.generate {{\n^bb0(%i{i}: index):\n"
            ));
        } else {
            s.push_str(&format!(
                "%p{i} = tensor.pad %t low[1] high[%n] {{\n^bb0(%i{i}: index):\n"
            ));
        }
    }
    s.push_str(middle);
    for i in (0..depth).rev() {
        s.push_str("tensor.yield %v : f32\n");
        s.push_str(if i % 2 == 0 {
            "} : tensor<2xf32>\n"
        } else {
            "} : tensor<4xf32> to tensor<?xf32>\n"
        });
    }
    s.push_str("return\n}\n");
    s
}

/// 100,000 nested regions parse and verify: an extract with a missing index at the bottom is
/// reported at its line, with the op numbered after the 100,000 region ops in the note.
#[test]
fn deep_generate_pad_verify() {
    let input = generate_pads(DEPTH, "%x = tensor.extract %t[] : tensor<4xf32>\n");
    let (code, out, err) = opt_named("deep.mlir", &[], &input);
    assert_eq!((code, out.as_str()), (1, ""));
    let line = 2 * DEPTH + 2;
    let want = format!(
        "deep.mlir:{line}:6: error: 'tensor.extract' op incorrect number of indices for \
         extract_element\n%x = tensor.extract %t[] : tensor<4xf32>\n     ^\ndeep.mlir:{line}:6: \
         note: see current operation: %{DEPTH} = \"tensor.extract\"(%arg0) : (tensor<4xf32>) -> \
         f32\n"
    );
    assert_eq!(err, want);
}

/// A valid nest of 100,000 regions parses, verifies and canonicalizes to nothing (every op is
/// unused and free of side effects).
#[test]
fn deep_generate_pad_canonicalize() {
    let input = generate_pads(DEPTH, "%x = tensor.extract %t[%n] : tensor<4xf32>\n");
    let want = "module {\n  func.func @f(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) {\n    \
                return\n  }\n}\n\n";
    assert_prints_named("deep.mlir", &["--canonicalize"], &input, want);
}

/// The custom and generic forms mlir-opt prints for [`generate_pads`] of `depth` levels.
fn expected_prints(depth: usize) -> (String, String) {
    let head = "func.func @f(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) {\n";
    let mut custom = format!("module {{\n  {head}");
    let mut generic = String::from(
        "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = (tensor<4xf32>, index, \
         f32) -> (), sym_name = \"f\"}> ({\n  ^bb0(%arg0: tensor<4xf32>, %arg1: index, %arg2: \
         f32):\n",
    );
    let pad_props = "<{operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: \
                     -9223372036854775808>, static_low = array<i64: 1>}>";
    for i in 0..depth {
        let ind = " ".repeat(4 + 2 * i);
        // the result names share one counter: generated, padded, generated_0, padded_1, ...
        let suffix = if i < 2 {
            String::new()
        } else {
            format!("_{}", i - 2)
        };
        let arg = i + 3;
        if i % 2 == 0 {
            custom.push_str(&format!("{ind}%generated{suffix} = tensor.generate  {{\n"));
            generic.push_str(&format!("{ind}%{i} = \"tensor.generate\"() ({{\n"));
        } else {
            custom.push_str(&format!(
                "{ind}%padded{suffix} = tensor.pad %arg0 low[1] high[%arg1] {{\n"
            ));
            generic.push_str(&format!(
                "{ind}%{i} = \"tensor.pad\"(%arg0, %arg1) {pad_props} ({{\n"
            ));
        }
        custom.push_str(&format!("{ind}^bb0(%arg{arg}: index):\n"));
        generic.push_str(&format!("{ind}^bb0(%arg{arg}: index):\n"));
    }
    let ind = " ".repeat(4 + 2 * depth);
    custom.push_str(&format!(
        "{ind}%extracted = tensor.extract %arg0[%arg1] : tensor<4xf32>\n"
    ));
    generic.push_str(&format!(
        "{ind}%{depth} = \"tensor.extract\"(%arg0, %arg1) : (tensor<4xf32>, index) -> f32\n"
    ));
    for i in (0..depth).rev() {
        let ind = " ".repeat(4 + 2 * i);
        let inner = " ".repeat(6 + 2 * i);
        custom.push_str(&format!("{inner}tensor.yield %arg2 : f32\n"));
        generic.push_str(&format!("{inner}\"tensor.yield\"(%arg2) : (f32) -> ()\n"));
        if i % 2 == 0 {
            custom.push_str(&format!("{ind}}} : tensor<2xf32>\n"));
            generic.push_str(&format!("{ind}}}) : () -> tensor<2xf32>\n"));
        } else {
            custom.push_str(&format!("{ind}}} : tensor<4xf32> to tensor<?xf32>\n"));
            generic.push_str(&format!(
                "{ind}}}) : (tensor<4xf32>, index) -> tensor<?xf32>\n"
            ));
        }
    }
    custom.push_str("    return\n  }\n}\n\n");
    generic.push_str("    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n");
    (custom, generic)
}

/// Nested generate and pad regions print in custom and generic form, and both forms parse
/// back to themselves and to each other.
#[test]
fn deep_generate_pad_print_in_both_forms() {
    let input = generate_pads(PRINT_DEPTH, "%x = tensor.extract %t[%n] : tensor<4xf32>\n");
    let (custom, generic) = expected_prints(PRINT_DEPTH);
    let generic_flag = ["--mlir-print-op-generic"];
    assert_prints_named("deep.mlir", &[], &input, &custom);
    assert_prints_named("deep.mlir", &generic_flag, &input, &generic);
    assert_prints_named("deep.mlir", &[], &custom, &custom);
    assert_prints_named("deep.mlir", &generic_flag, &generic, &generic);
    assert_prints_named("deep.mlir", &[], &generic, &custom);
}

/// The expected shapes are mlir-opt's at a depth it prints (recorded from mlir-opt 22).
#[test]
fn shallow_generate_pad_print_matches_mlir_opt() {
    let (custom, _) = expected_prints(4);
    let want = "module {
  func.func @f(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) {
    %generated = tensor.generate  {
    ^bb0(%arg3: index):
      %padded = tensor.pad %arg0 low[1] high[%arg1] {
      ^bb0(%arg4: index):
        %generated_0 = tensor.generate  {
        ^bb0(%arg5: index):
          %padded_1 = tensor.pad %arg0 low[1] high[%arg1] {
          ^bb0(%arg6: index):
            %extracted = tensor.extract %arg0[%arg1] : tensor<4xf32>
            tensor.yield %arg2 : f32
          } : tensor<4xf32> to tensor<?xf32>
          tensor.yield %arg2 : f32
        } : tensor<2xf32>
        tensor.yield %arg2 : f32
      } : tensor<4xf32> to tensor<?xf32>
      tensor.yield %arg2 : f32
    } : tensor<2xf32>
    return
  }
}

";
    assert_eq!(custom, want);
}

/// `n` copies of `item` joined by `, `.
fn list(n: usize, item: &str) -> String {
    vec![item; n].join(", ")
}

/// A rank-`n` shape of unit dimensions: `1x1x...x1x`.
fn units(n: usize) -> String {
    "1x".repeat(n)
}

/// `tensor.extract_slice` and `tensor.insert_slice` with 100,000 offsets, sizes and strides
/// (every other offset an SSA value) print back exactly.
#[test]
fn wide_slices() {
    let ty = format!("tensor<{}f32>", units(WIDE));
    let offsets_in: Vec<&str> = (0..WIDE)
        .map(|i| if i % 2 == 0 { "%o" } else { "0" })
        .collect();
    let offsets_out: Vec<&str> = (0..WIDE)
        .map(|i| if i % 2 == 0 { "%arg1" } else { "0" })
        .collect();
    let (ones, offs_in, offs_out) = (
        list(WIDE, "1"),
        offsets_in.join(", "),
        offsets_out.join(", "),
    );
    let input = format!(
        "func.func @f(%t: {ty}, %o: index) {{\n\
         %s = tensor.extract_slice %t[{offs_in}] [{ones}] [{ones}] : {ty} to tensor<f32>\n\
         %r = tensor.insert_slice %s into %t[{offs_in}] [{ones}] [{ones}] : tensor<f32> into {ty}\n\
         return\n}}\n"
    );
    let want = format!(
        "module {{\n  func.func @f(%arg0: {ty}, %arg1: index) {{\n    \
         %extracted_slice = tensor.extract_slice %arg0[{offs_out}] [{ones}] [{ones}] : {ty} to tensor<f32>\n    \
         %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[{offs_out}] [{ones}] [{ones}] : tensor<f32> into {ty}\n    \
         return\n  }}\n}}\n\n"
    );
    assert_prints_named("wide.mlir", &[], &input, &want);
}

/// `tensor.pad` with 100,000 low and high entries, and `tensor.expand_shape` /
/// `tensor.collapse_shape` with 100,000 reassociation groups and output sizes, print back
/// exactly; a wrong entry at the end of a 100,000-entry list is reported.
#[test]
fn wide_pad_and_reshapes() {
    let ty = format!("tensor<{}f32>", units(WIDE));
    let padded = format!("tensor<{}f32>", "3x".repeat(WIDE));
    let args_in: Vec<String> = (0..WIDE).map(|i| format!("%a{i}: index")).collect();
    let args_out: Vec<String> = (0..WIDE).map(|i| format!("%arg{}: index", i + 3)).collect();
    let groups: Vec<String> = (0..WIDE).map(|i| format!("[{i}]")).collect();
    let groups = groups.join(", ");
    let input = format!(
        "func.func @f(%t: {ty}, %v: f32, %n: index) {{\n\
         %p = tensor.pad %t low[{ones}] high[{ones}] {{\n^bb0({args}):\n  tensor.yield %v : f32\n}} : {ty} to {padded}\n\
         %e = tensor.expand_shape %t [{groups}] output_shape [{ones}] : {ty} into {ty}\n\
         %c = tensor.collapse_shape %e [{groups}] : {ty} into {ty}\n\
         return\n}}\n",
        ones = list(WIDE, "1"),
        args = args_in.join(", ")
    );
    let want = format!(
        "module {{\n  func.func @f(%arg0: {ty}, %arg1: f32, %arg2: index) {{\n    \
         %padded = tensor.pad %arg0 low[{ones}] high[{ones}] {{\n    ^bb0({args}):\n      \
         tensor.yield %arg1 : f32\n    }} : {ty} to {padded}\n    \
         %expanded = tensor.expand_shape %arg0 [{groups}] output_shape [{ones}] : {ty} into {ty}\n    \
         %collapsed = tensor.collapse_shape %expanded [{groups}] : {ty} into {ty}\n    \
         return\n  }}\n}}\n\n",
        ones = list(WIDE, "1"),
        args = args_out.join(", ")
    );
    assert_prints_named("wide.mlir", &[], &input, &want);

    // the last of 100,000 sizes does not fit
    let mut sizes = vec!["1"; WIDE];
    sizes[WIDE - 1] = "2";
    let bad = format!(
        "func.func @f(%t: {ty}) {{\n\
         %s = tensor.extract_slice %t[{zeros}] [{sizes}] [{zeros1}] : {ty} to tensor<f32>\n\
         return\n}}\n",
        zeros = list(WIDE, "0"),
        sizes = sizes.join(", "),
        zeros1 = list(WIDE, "1")
    );
    let (code, _, err) = opt_named("wide.mlir", &[], &bad);
    assert_eq!(code, 1);
    let first = err.lines().next().unwrap_or_default();
    assert_eq!(
        first,
        format!(
            "wide.mlir:2:6: error: expected type to be 'tensor<{}2xf32>' or a rank-reduced \
             version. (size mismatch) ",
            units(WIDE - 1)
        )
    );
}
