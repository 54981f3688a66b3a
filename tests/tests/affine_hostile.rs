//! The `affine` dialect's custom forms on hostile input, parsed from text: 100,000 nested
//! `affine.for`s and `affine.if`s (verified, with an error at the bottom reported at its
//! line; a shallower nest printed in both forms and parsed back), subscripts of 100,000
//! nested parentheses or terms, and 100,000 operands. mlir-opt 22 overflows its stack on the
//! deep nests and on long subscripts of distinct values; the expected texts follow the shape
//! it prints at sizes it survives.
//!
//! Runs on the test threads' ordinary 2 MiB stacks.

const DEPTH: usize = 100_000;

/// Depth of the nests printed in full: the printed text grows with the square of the depth.
const PRINT_DEPTH: usize = 2_000;

/// Runs `ods-opt` with all bundled dialects on `input` named `deep.mlir`.
fn opt(args: &[&str], input: &str) -> (i32, String, String) {
    ods_tests::opt_run::opt_named("deep.mlir", args, input)
}

/// Asserts a successful run printed `expected`.
fn assert_prints(args: &[&str], input: &str, expected: &str) {
    ods_tests::opt_run::assert_prints_named("deep.mlir", args, input, expected)
}

/// `depth` nested `affine.for`s from 0 to `%n`, each with its own induction variable, around
/// one store at `subscript` (which may name `%i<depth-1>`, the innermost variable).
fn affine_fors(depth: usize, subscript: &str) -> String {
    let mut s = String::from("func.func @f(%A: memref<?xf32>, %v: f32, %n: index) {\n");
    for i in 0..depth {
        s.push_str(&format!("affine.for %i{i} = 0 to %n {{\n"));
    }
    s.push_str(&format!(
        "affine.store %v, %A[{subscript}] : memref<?xf32>\n"
    ));
    for _ in 0..depth {
        s.push_str("}\n");
    }
    s.push_str("return\n}\n");
    s
}

/// `depth` nested `affine.if`s on `%n >= 0` around one store at `subscript`.
fn affine_ifs(depth: usize, subscript: &str) -> String {
    let mut s = String::from("func.func @f(%A: memref<?xf32>, %v: f32, %n: index) {\n");
    for _ in 0..depth {
        s.push_str("affine.if affine_set<(d0) : (d0 >= 0)>(%n) {\n");
    }
    s.push_str(&format!(
        "affine.store %v, %A[{subscript}] : memref<?xf32>\n"
    ));
    for _ in 0..depth {
        s.push_str("}\n");
    }
    s.push_str("return\n}\n");
    s
}

/// The error of a store with two subscripts into a 1-D memref on line `line`.
fn rank_error(line: usize, source: &str, operands: &str, map: &str, types: &str) -> String {
    format!(
        "deep.mlir:{line}:1: error: 'affine.store' op affine map num results must equal memref \
         rank\n{source}\n^\ndeep.mlir:{line}:1: note: see current operation: \
         \"affine.store\"({operands}) <{{map = {map}}}> : ({types}) -> ()\n"
    )
}

/// 100,000 nested `affine.for`s whose bounds use a function argument (checked as a valid
/// symbol at every level) parse and verify; the bad store at the bottom is reported.
#[test]
fn deep_affine_fors_verify() {
    let last = DEPTH - 1;
    let (code, out, err) = opt(&[], &affine_fors(DEPTH, &format!("%i{last}, %n")));
    assert_eq!((code, out.as_str()), (1, ""));
    let inner = DEPTH + 2;
    let want = rank_error(
        DEPTH + 2,
        &format!("affine.store %v, %A[%i{last}, %n] : memref<?xf32>"),
        &format!("%arg1, %arg0, %arg{inner}, %arg2"),
        "affine_map<(d0, d1) -> (d0, d1)>",
        "f32, memref<?xf32>, index, index",
    );
    assert_eq!(err, want);
}

/// 100,000 nested `affine.if`s, each checking its operand, parse and verify; the bad store
/// at the bottom (one value as both subscripts: one dimension) is reported.
#[test]
fn deep_affine_ifs_verify() {
    let (code, out, err) = opt(&[], &affine_ifs(DEPTH, "%n, %n"));
    assert_eq!((code, out.as_str()), (1, ""));
    let want = rank_error(
        DEPTH + 2,
        "affine.store %v, %A[%n, %n] : memref<?xf32>",
        "%arg1, %arg0, %arg2",
        "affine_map<(d0) -> (d0, d0)>",
        "f32, memref<?xf32>, index",
    );
    assert_eq!(err, want);
}

/// The custom and generic forms of a nest of `affine.for`s (implicit `affine.yield`s left out
/// and written), each parsed back to itself and generic parsed back to custom.
#[test]
fn nested_affine_fors_print_in_both_forms() {
    let d = PRINT_DEPTH;
    let input = affine_fors(d, &format!("%i{} + symbol(%n)", d - 1));
    let head = "func.func @f(%arg0: memref<?xf32>, %arg1: f32, %arg2: index) {\n";
    let mut custom = format!("module {{\n  {head}");
    let mut generic = String::from(
        "#map = affine_map<(d0)[s0] -> (d0 + s0)>\n#map1 = affine_map<() -> (0)>\n#map2 = \
         affine_map<()[s0] -> (s0)>\n\"builtin.module\"() ({\n  \"func.func\"() \
         <{function_type = (memref<?xf32>, f32, index) -> (), sym_name = \"f\"}> ({\n  \
         ^bb0(%arg0: memref<?xf32>, %arg1: f32, %arg2: index):\n",
    );
    for i in 0..d {
        let pad = " ".repeat(4 + 2 * i);
        let arg = 3 + i;
        custom.push_str(&format!("{pad}affine.for %arg{arg} = 0 to %arg2 {{\n"));
        generic.push_str(&format!(
            "{pad}\"affine.for\"(%arg2) <{{lowerBoundMap = #map1, operandSegmentSizes = \
             array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}}> ({{\n{pad}\
             ^bb0(%arg{arg}: index):\n"
        ));
    }
    let pad = " ".repeat(4 + 2 * d);
    let iv = 2 + d;
    custom.push_str(&format!(
        "{pad}affine.store %arg1, %arg0[%arg{iv} + symbol(%arg2)] : memref<?xf32>\n"
    ));
    generic.push_str(&format!(
        "{pad}\"affine.store\"(%arg1, %arg0, %arg{iv}, %arg2) <{{map = #map}}> : (f32, \
         memref<?xf32>, index, index) -> ()\n"
    ));
    for i in (0..d).rev() {
        let pad = " ".repeat(4 + 2 * i);
        let inner = " ".repeat(6 + 2 * i);
        custom.push_str(&format!("{pad}}}\n"));
        generic.push_str(&format!(
            "{inner}\"affine.yield\"() : () -> ()\n{pad}}}) : (index) -> ()\n"
        ));
    }
    custom.push_str("    return\n  }\n}\n\n");
    generic.push_str("    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n");
    assert_prints(&[], &input, &custom);
    assert_prints(&["--mlir-print-op-generic"], &input, &generic);
    assert_prints(&[], &custom, &custom);
    assert_prints(&[], &generic, &custom);
}

/// The custom form of a nest of `affine.if`s, parsed back to itself.
#[test]
fn nested_affine_ifs_print() {
    let d = PRINT_DEPTH;
    let input = affine_ifs(d, "%n");
    let mut custom = String::from(
        "#set = affine_set<(d0) : (d0 >= 0)>\nmodule {\n  func.func @f(%arg0: memref<?xf32>, \
         %arg1: f32, %arg2: index) {\n",
    );
    for i in 0..d {
        let pad = " ".repeat(4 + 2 * i);
        custom.push_str(&format!("{pad}affine.if #set(%arg2) {{\n"));
    }
    let pad = " ".repeat(4 + 2 * d);
    custom.push_str(&format!(
        "{pad}affine.store %arg1, %arg0[%arg2] : memref<?xf32>\n"
    ));
    for i in (0..d).rev() {
        custom.push_str(&format!("{}}}\n", " ".repeat(4 + 2 * i)));
    }
    custom.push_str("    return\n  }\n}\n\n");
    assert_prints(&[], &input, &custom);
    assert_prints(&[], &custom, &custom);
}

/// A load of `%A[subscript]` in a function of `%A` and `%n`.
fn load(subscript: &str) -> String {
    format!(
        "func.func @f(%A: memref<?xf32>, %n: index) -> f32 {{\n  %v = affine.load \
         %A[{subscript}] : memref<?xf32>\n  return %v : f32\n}}\n"
    )
}

/// The printed function of [`load`] with `subscript` (over `%arg1`).
fn printed_load(subscript: &str) -> String {
    format!(
        "module {{\n  func.func @f(%arg0: memref<?xf32>, %arg1: index) -> f32 {{\n    %0 = \
         affine.load %arg0[{subscript}] : memref<?xf32>\n    return %0 : f32\n  }}\n}}\n\n"
    )
}

/// 100,000 nested parentheses, 100,000 negations and a sum of 100,001 terms of one value in
/// a subscript: the expression is built without recursion and simplifies as in MLIR.
#[test]
fn deep_and_long_subscripts() {
    let parens = format!("{}%n{}", "(".repeat(DEPTH), ")".repeat(DEPTH));
    assert_prints(&[], &load(&parens), &printed_load("%arg1"));
    let negations = format!("{}%n", "-".repeat(DEPTH));
    assert_prints(&[], &load(&negations), &printed_load("%arg1"));
    let sum = format!("%n{}", " + %n".repeat(DEPTH));
    assert_prints(&[], &load(&sum), &printed_load("%arg1 * 100001"));
    let symbols = format!("symbol(%n){}", " + symbol(%n) * 2".repeat(DEPTH));
    assert_prints(
        &[],
        &load(&symbols),
        &printed_load("symbol(%arg1) * 200001"),
    );
}

/// A sum of 100,000 distinct values is an expression tree 100,000 levels deep: it parses,
/// verifies and prints back (mlir-opt 22 prints the same at 2,000 values and overflows its stack
/// long before 100,000).
#[test]
fn subscript_of_many_distinct_values() {
    let n = DEPTH;
    let args: Vec<String> = (0..n).map(|i| format!("%a{i}: index")).collect();
    let terms: Vec<String> = (0..n).map(|i| format!("%a{i}")).collect();
    let input = format!(
        "func.func @f(%A: memref<?xf32>, {}) -> f32 {{\n%v = affine.load %A[{}] : \
         memref<?xf32>\nreturn %v : f32\n}}\n",
        args.join(", "),
        terms.join(" + ")
    );
    let printed_args: Vec<String> = (1..=n).map(|i| format!("%arg{i}: index")).collect();
    let printed_terms: Vec<String> = (1..=n).map(|i| format!("%arg{i}")).collect();
    let want = format!(
        "module {{\n  func.func @f(%arg0: memref<?xf32>, {}) -> f32 {{\n    %0 = affine.load \
         %arg0[{}] : memref<?xf32>\n    return %0 : f32\n  }}\n}}\n\n",
        printed_args.join(", "),
        printed_terms.join(" + ")
    );
    assert_prints(&[], &input, &want);
}

/// `affine.apply` and `affine.min` of a map over 100,000 dimensions, and a loop bound with
/// 100,000 operands, parse, verify and print in time linear in the operand count.
#[test]
fn huge_operand_lists() {
    let n = DEPTH;
    let dims: Vec<String> = (0..n).map(|i| format!("d{i}")).collect();
    let ops = vec!["%n"; n].join(", ");
    let printed_ops = vec!["%arg0"; n].join(", ");
    let map = format!("affine_map<({}) -> (d0 + d{})>", dims.join(", "), n - 1);
    let input = format!(
        "func.func @f(%n: index) {{\n  %a = affine.apply {map}({ops})\n  %b = affine.min \
         {map}({ops})\n  affine.for %i = 0 to min {map}({ops}) {{\n  }}\n  return\n}}\n"
    );
    let want = format!(
        "#map = {map}\nmodule {{\n  func.func @f(%arg0: index) {{\n    %0 = affine.apply \
         #map({printed_ops})\n    %1 = affine.min #map({printed_ops})\n    affine.for %arg1 = 0 \
         to #map({printed_ops}) {{\n    }}\n    return\n  }}\n}}\n\n"
    );
    assert_prints(&[], &input, &want);
}

/// `depth` nested one-dimensional `affine.parallel`s from 0 to `%n` around one store at
/// `subscript` (which may name `%i<depth-1>`, the innermost induction variable).
fn affine_parallels(depth: usize, subscript: &str) -> String {
    let mut s = String::from("func.func @f(%A: memref<?xf32>, %v: f32, %n: index) {\n");
    for i in 0..depth {
        s.push_str(&format!("affine.parallel (%i{i}) = (0) to (%n) {{\n"));
    }
    s.push_str(&format!(
        "affine.store %v, %A[{subscript}] : memref<?xf32>\n"
    ));
    for _ in 0..depth {
        s.push_str("}\n");
    }
    s.push_str("return\n}\n");
    s
}

/// 100,000 nested `affine.parallel`s, each bound checked as a valid dimension, parse and
/// verify; the bad store at the bottom, indexed by the innermost induction variable, is
/// reported.
#[test]
fn deep_affine_parallels_verify() {
    let last = DEPTH - 1;
    let (code, out, err) = opt(&[], &affine_parallels(DEPTH, &format!("%i{last}, %n")));
    assert_eq!((code, out.as_str()), (1, ""));
    let inner = DEPTH + 2;
    let want = rank_error(
        DEPTH + 2,
        &format!("affine.store %v, %A[%i{last}, %n] : memref<?xf32>"),
        &format!("%arg1, %arg0, %arg{inner}, %arg2"),
        "affine_map<(d0, d1) -> (d0, d1)>",
        "f32, memref<?xf32>, index, index",
    );
    assert_eq!(err, want);
}

/// The custom and generic forms of a nest of `affine.parallel`s (implicit `affine.yield`s
/// left out and written), each parsed back to itself and generic parsed back to custom.
#[test]
fn nested_affine_parallels_print_in_both_forms() {
    let d = PRINT_DEPTH;
    let input = affine_parallels(d, &format!("%i{} + symbol(%n)", d - 1));
    let head = "func.func @f(%arg0: memref<?xf32>, %arg1: f32, %arg2: index) {\n";
    let mut custom = format!("module {{\n  {head}");
    let mut generic = String::from(
        "#map = affine_map<(d0)[s0] -> (d0 + s0)>\n#map1 = affine_map<() -> (0)>\n#map2 = \
         affine_map<(d0) -> (d0)>\n\"builtin.module\"() ({\n  \"func.func\"() \
         <{function_type = (memref<?xf32>, f32, index) -> (), sym_name = \"f\"}> ({\n  \
         ^bb0(%arg0: memref<?xf32>, %arg1: f32, %arg2: index):\n",
    );
    for i in 0..d {
        let pad = " ".repeat(4 + 2 * i);
        let arg = 3 + i;
        custom.push_str(&format!(
            "{pad}affine.parallel (%arg{arg}) = (0) to (%arg2) {{\n"
        ));
        generic.push_str(&format!(
            "{pad}\"affine.parallel\"(%arg2) <{{lowerBoundsGroups = dense<1> : tensor<1xi32>, \
             lowerBoundsMap = #map1, reductions = [], steps = [1], upperBoundsGroups = \
             dense<1> : tensor<1xi32>, upperBoundsMap = #map2}}> ({{\n{pad}^bb0(%arg{arg}: \
             index):\n"
        ));
    }
    let pad = " ".repeat(4 + 2 * d);
    let iv = 2 + d;
    custom.push_str(&format!(
        "{pad}affine.store %arg1, %arg0[%arg{iv} + symbol(%arg2)] : memref<?xf32>\n"
    ));
    generic.push_str(&format!(
        "{pad}\"affine.store\"(%arg1, %arg0, %arg{iv}, %arg2) <{{map = #map}}> : (f32, \
         memref<?xf32>, index, index) -> ()\n"
    ));
    for i in (0..d).rev() {
        let pad = " ".repeat(4 + 2 * i);
        let inner = " ".repeat(6 + 2 * i);
        custom.push_str(&format!("{pad}}}\n"));
        generic.push_str(&format!(
            "{inner}\"affine.yield\"() : () -> ()\n{pad}}}) : (index) -> ()\n"
        ));
    }
    custom.push_str("    return\n  }\n}\n\n");
    generic.push_str("    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n");
    assert_prints(&[], &input, &custom);
    assert_prints(&["--mlir-print-op-generic"], &input, &generic);
    assert_prints(&[], &custom, &custom);
    assert_prints(&[], &generic, &custom);
}

/// An `affine.parallel` with 100,000 induction variables whose upper bounds all use one
/// value (deduplicated into one dimension), and one whose upper bound is a `min` group of
/// 100,000 distinct values: both parse, verify and print in time linear in their size.
#[test]
fn huge_parallel_bands() {
    let n = DEPTH;
    let ivs: Vec<String> = (0..n).map(|i| format!("%i{i}")).collect();
    let printed_ivs: Vec<String> = (0..n).map(|i| format!("%arg{}", n + 1 + i)).collect();
    let zeros = vec!["0"; n].join(", ");
    let ns = vec!["%n"; n].join(", ");
    let args: Vec<String> = (0..n).map(|i| format!("%a{i}: index")).collect();
    let terms: Vec<String> = (0..n).map(|i| format!("%a{i}")).collect();
    let printed_terms: Vec<String> = (0..n).map(|i| format!("%arg{i}")).collect();
    let input = format!(
        "func.func @f({}, %n: index) {{\n  affine.parallel ({}) = ({zeros}) to ({ns}) {{\n  \
         }}\n  affine.parallel (%j) = (0) to (min({})) {{\n  }}\n  return\n}}\n",
        args.join(", "),
        ivs.join(", "),
        terms.join(", ")
    );
    let printed_args: Vec<String> = (0..n).map(|i| format!("%arg{i}: index")).collect();
    let printed_ns = vec![format!("%arg{n}"); n].join(", ");
    let want = format!(
        "module {{\n  func.func @f({}, %arg{n}: index) {{\n    affine.parallel ({}) = \
         ({zeros}) to ({printed_ns}) {{\n    }}\n    affine.parallel (%arg{}) = (0) to \
         (min({})) {{\n    }}\n    return\n  }}\n}}\n\n",
        printed_args.join(", "),
        printed_ivs.join(", "),
        n + 1,
        printed_terms.join(", ")
    );
    assert_prints(&[], &input, &want);
}
